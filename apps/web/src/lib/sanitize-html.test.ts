import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Parses the output again and lists anything executable left in it. */
function executableParts(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'form'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('on') || attribute.name === 'style')
        found.push(`${tag}@${attribute.name}`);
      if (/^\s*javascript:/i.test(attribute.value)) found.push(`${tag}@${attribute.name}=javascript:`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps the document structure', () => {
    const html =
      '<h1>Terms</h1><p>Hello <em>there</em>.</p><ul><li>One</li></ul><a href="https://x.test">x</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, javascript: links, styles and forms, however many and nested', () => {
    const dirty = `
      <p>a<script>alert(1)</script>b</p>
      <img src="x" onerror="alert(2)"><img src="y" onerror="alert(3)">
      <div><section><script>alert(4)</script></section><p onclick="alert(5)">c</p></div>
      <a href="javascript:alert(6)">d</a>
      <style>body { display: none }</style>
      <p style="position: fixed">e</p>
      <form action="/steal"><input name="password"></form>
      <iframe srcdoc="<p>x</p>"></iframe>
      <script>alert(7)</script>
    `;
    const clean = sanitizeHtml(dirty);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).not.toContain('alert');
    expect(clean).toContain('<p>ab</p>');
    expect(clean).toContain('<p>c</p>');
    expect(clean).toContain('<p>e</p>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
