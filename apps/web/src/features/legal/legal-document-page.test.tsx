import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const TERMS_URL = 'http://localhost:3000/api/legal/terms-of-service/2';
const PRIVACY_URL = 'http://localhost:3000/api/legal/privacy-policy/2';

const termsHtml = `
  <h1>Terms of Service</h1>
  <p><em>Version 2</em></p>
  <h2>1. Who may use the Service</h2>
  <p>Welcome to RepClub.</p>
  <script>window.__pwned = true;</script>
  <img src="x.png" alt="pixel" onerror="window.__pwned = true">
  <a href="javascript:alert(1)">bad link</a>
`;

type FetchCall = [input: string, init?: RequestInit];

function stubFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (...[input, init]: FetchCall) => respond(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function graphqlTermsResponse() {
  return Response.json({
    data: {
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: TERMS_URL, privacyPolicyUrl: PRIVACY_URL },
    },
  });
}

describe('legal pages', () => {
  it('renders the sanitised terms of service', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/graphql') return graphqlTermsResponse();
      if (url === TERMS_URL) return new Response(termsHtml, { headers: { 'Content-Type': 'text/html' } });
      return new Response('not found', { status: 404 });
    });

    const { container } = renderApp('/terms-of-service');

    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Who may use the Service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    // The document brings its own <h1>: the page does not add a second one.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Welcome to RepClub.')).toBeInTheDocument();

    const article = container.querySelector('article');
    expect(article).not.toBeNull();
    expect(article?.querySelector('script')).toBeNull();
    expect(article?.innerHTML).not.toContain('__pwned');
    expect(article?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();

    const [graphqlCall, documentCall] = fetchMock.mock.calls;
    expect(graphqlCall?.[0]).toBe('/api/graphql');
    expect(graphqlCall?.[1]?.method).toBe('POST');
    expect(String(graphqlCall?.[1]?.body)).toContain('termsAndPrivacy');
    expect(documentCall?.[0]).toBe(TERMS_URL);
    expect(documentCall?.[1]?.method).toBe('GET');
    await waitFor(() => expect(document.title).toBe('Terms of Service | RepClub'));
  });

  it('fetches the privacy policy from its own address and titles the page', async () => {
    stubFetch((url) => {
      if (url === '/api/graphql') return graphqlTermsResponse();
      if (url === PRIVACY_URL) return new Response('<h2>What we collect</h2><p>Very little.</p>');
      return new Response('not found', { status: 404 });
    });

    renderApp('/privacy-policy');

    expect(await screen.findByText('Very little.')).toBeInTheDocument();
    // This document has no <h1>, so the page shows its own title and the version.
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | RepClub'));
  });

  it('shows skeleton lines while loading', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/terms-of-service');

    expect(await screen.findByLabelText('Loading document')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('shows the server message in a danger alert when the terms query fails', async () => {
    stubFetch(() =>
      Response.json({
        data: null,
        errors: [{ message: 'No terms have been published yet.', extensions: { code: 'NOT_FOUND' } }],
      }),
    );

    renderApp('/terms-of-service');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops ...');
    expect(alert).toHaveTextContent('No terms have been published yet.');
  });

  it('shows the default message when the document cannot be fetched', async () => {
    stubFetch((url) => {
      if (url === '/api/graphql') return graphqlTermsResponse();
      return new Response('gone', { status: 404 });
    });

    renderApp('/terms-of-service');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops ...');
    expect(alert).toHaveTextContent(
      'Oops! Looks like something went wrong. Please try again or contact support.',
    );
  });
});
