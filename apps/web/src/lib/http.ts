/** A plain HTTP request that the server answered with a non-2xx status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly url: string;

  constructor(status: number, url: string) {
    super(`GET ${url} failed with HTTP ${status}`);
    this.status = status;
    this.url = url;
  }
}

/** GETs a text document (HTML, plain text) and resolves with its body; throws `HttpError` on non-2xx. */
export async function fetchText(url: string, init?: { signal?: AbortSignal }): Promise<string> {
  const response = await fetch(url, { method: 'GET', headers: { Accept: 'text/html, text/plain' }, ...init });
  if (!response.ok) throw new HttpError(response.status, url);
  return response.text();
}
