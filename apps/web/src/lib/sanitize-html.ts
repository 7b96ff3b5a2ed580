import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Sanitises HTML fetched from elsewhere (the legal documents) before it is rendered: scripts, event
 * handler attributes, `javascript:` URLs, forms and embedded styles are removed. Links that open a
 * new tab get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
