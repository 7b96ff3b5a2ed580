/** Where this server serves stored media from (a key follows). */
export const MEDIA_PATH = '/api/media/';

/**
 * Media URLs (docs/decisions/109): what is stored is the path `/api/media/<key>?v=…`, never an absolute URL, so
 * images keep working under any host name and across a change of PUBLIC_URL. Clients get the path (the web app
 * is same-origin), or the CDN's URL when MEDIA_PUBLIC_URL is set; link previews get an absolute URL.
 */
export function mediaUrls(config: { publicUrl: string; media: { publicUrl: string } }) {
  const ownPrefix = `${config.publicUrl}${MEDIA_PATH}`;
  /** The CDN's prefix (with a trailing slash) when MEDIA_PUBLIC_URL is set, else null. */
  const cdn = config.media.publicUrl === ownPrefix ? null : config.media.publicUrl;

  /** The part after the media prefix (`<key>?v=…`) of a URL of ours in any of its forms, else null. */
  function tailOf(url: string): string | null {
    if (url.startsWith(MEDIA_PATH)) return url.slice(MEDIA_PATH.length);
    if (url.startsWith(ownPrefix)) return url.slice(ownPrefix.length);
    if (cdn && url.startsWith(cdn)) return url.slice(cdn.length);
    return null;
  }

  return {
    /** The form to store: our media as a path; another host's URL unchanged. */
    stored<T extends string | null>(url: T): T {
      if (url === null) return url;
      const tail = tailOf(url);
      return (tail === null ? url : `${MEDIA_PATH}${tail}`) as T;
    },

    /** The key of a media URL of ours (path, our absolute URL or the CDN's), without `?v=`; else null. */
    keyOf(url: string | null): string | null {
      const tail = url ? tailOf(url) : null;
      return tail?.split(/[?#]/)[0] || null;
    },

    /** What a client gets: the CDN's URL when there is one, else the stored value (a path for ours). */
    forClient(stored: string): string {
      return cdn && stored.startsWith(MEDIA_PATH) ? `${cdn}${stored.slice(MEDIA_PATH.length)}` : stored;
    },

    /** An absolute URL (link previews, JSON-LD, mail): the CDN's, or this server's at PUBLIC_URL. */
    absolute(stored: string): string {
      if (!stored.startsWith(MEDIA_PATH)) return stored;
      return `${cdn ?? ownPrefix}${stored.slice(MEDIA_PATH.length)}`;
    },

    /** Whether GraphQL answers need rewriting (a CDN is set). */
    hasCdn: cdn !== null,
  };
}

export type MediaUrls = ReturnType<typeof mediaUrls>;

/**
 * Rewrites, in place, every string of a GraphQL answer that is one of our media paths into the CDN's URL
 * (`forClient`); only called when a CDN is set. Notification properties (JSON) are covered too.
 */
export function rewriteMediaPaths(value: unknown, urls: MediaUrls): unknown {
  if (typeof value === 'string') return value.startsWith(MEDIA_PATH) ? urls.forClient(value) : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = rewriteMediaPaths(value[i], urls);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = rewriteMediaPaths(record[key], urls);
  }
  return value;
}
