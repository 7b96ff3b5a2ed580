/**
 * The server keeps its own media as a path, `/api/media/<key>?v=…` (docs/decisions/109): a URL field that takes an
 * image or file accepts such a path as well as an absolute http(s) URL.
 */
export const MEDIA_PATH_PATTERN = /^\/api\/media\/(?![^?]*\.\.)[A-Za-z0-9/_.-]+(\?[^\s]*)?$/;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An absolute http(s) URL, or a path of the server's own media. */
export const isMediaUrl = (value: string): boolean => HTTP_URL.test(value) || MEDIA_PATH_PATTERN.test(value);
