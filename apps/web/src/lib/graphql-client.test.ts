import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsAndPrivacyDocument as TermsAndPrivacyQuery } from '@/gql/graphql';
import { execute, GraphQLRequestError } from '@/lib/graphql-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const terms = { version: 2, termsAndConditionsUrl: '/t', privacyPolicyUrl: '/p' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('execute', () => {
  it('posts the operation as JSON and resolves with data', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { termsAndPrivacy: terms } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(execute(TermsAndPrivacyQuery)).resolves.toEqual({ termsAndPrivacy: terms });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
    const body = JSON.parse(String(init.body)) as { query: string };
    expect(body.query).toContain('query TermsAndPrivacy');
  });

  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.fn(async () => jsonResponse({ data: { termsAndPrivacy: terms } }));
    vi.stubGlobal('fetch', fetchMock);

    await execute(TermsAndPrivacyQuery);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('throws GraphQLRequestError with the first code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          data: null,
          errors: [
            { message: 'No terms have been published yet.', extensions: { code: 'NOT_FOUND' } },
            { message: 'second', extensions: { code: 'CONFLICT' } },
          ],
        }),
      ),
    );

    const error = await execute(TermsAndPrivacyQuery).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      serverMessage: 'No terms have been published yet.',
      message: 'No terms have been published yet.',
      status: 200,
    });
  });

  it('throws GraphQLRequestError without a server message on an HTTP error with no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );

    const error = await execute(TermsAndPrivacyQuery).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: undefined, serverMessage: undefined, status: 502 });
  });
});
