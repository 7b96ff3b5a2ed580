import type { FastifyRequest } from 'fastify';

/**
 * What a page of the web app says about itself to link previews (Open Graph, Twitter cards) and search engines
 * (JSON-LD), rendered into index.html's <head> by the server (web-app.ts). Every value is plain text; rendering
 * escapes it.
 */
export type PageMeta = {
  title: string;
  /** Null: no description at all (the app's generic one is removed too). */
  description: string | null;
  /** The page's canonical absolute URL. */
  url: string;
  /** An absolute http(s) URL, or null. */
  image: string | null;
  siteName: string;
  /** Further `<meta property>` pairs (e.g. event:start_time). */
  properties?: readonly (readonly [string, string])[];
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: object;
};

/**
 * A client route whose index.html carries the page's meta tags. `meta` answers null when there is nothing the
 * visitor may see (an unknown or hidden event): the plain index.html then, which leaks nothing.
 */
export type PageRoute = {
  path: string;
  meta: (params: Record<string, string>, request: FastifyRequest) => Promise<PageMeta | null>;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--` can end or
 * change the element, and U+2028/U+2029 escaped (still valid JSON, and valid JavaScript for older parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The <head> elements of a page's meta, every value escaped. */
export function renderHead(meta: PageMeta): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  const name = (key: string, value: string) =>
    tags.push(`<meta name="${key}" content="${escapeHtml(value)}" />`);
  const property = (key: string, value: string) =>
    tags.push(`<meta property="${escapeHtml(key)}" content="${escapeHtml(value)}" />`);
  if (meta.description) name('description', meta.description);
  tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  property('og:type', 'website');
  property('og:site_name', meta.siteName);
  property('og:title', meta.title);
  if (meta.description) property('og:description', meta.description);
  property('og:url', meta.url);
  if (meta.image) property('og:image', meta.image);
  name('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  name('twitter:title', meta.title);
  if (meta.description) name('twitter:description', meta.description);
  if (meta.image) name('twitter:image', meta.image);
  for (const [key, value] of meta.properties ?? []) property(key, value);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html split once around its <head> end, without its own <title> and description (a page's replace
 * them): `withHead` puts a page's tags in, a string join per request.
 */
export function headTemplate(indexHtml: string) {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  const before = at >= 0 ? stripped.slice(0, at) : stripped;
  const after = at >= 0 ? stripped.slice(at) : '';
  return {
    withHead: (meta: PageMeta) => `${before}  ${renderHead(meta)}\n  ${after}`,
  };
}

/** An absolute http(s) URL of `href` against `base`, or null for anything else (data:, javascript:, garbage). */
export function absoluteHttpUrl(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, `${base}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
