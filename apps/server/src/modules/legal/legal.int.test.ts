import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { LEGAL_VERSIONS } from './legal.seed';

const TERMS_QUERY = '{ termsAndPrivacy { version termsAndConditionsUrl privacyPolicyUrl } }';

describe('terms and privacy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the newest seeded version from the database, with the addresses of its documents', async () => {
    const { status, body } = await server.graphql(TERMS_QUERY);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const latest = Math.max(...LEGAL_VERSIONS.map((v) => v.version));
    expect(body.data).toEqual({
      termsAndPrivacy: {
        version: latest,
        termsAndConditionsUrl: `http://repclub.test/api/legal/terms-of-service/${latest}`,
        privacyPolicyUrl: `http://repclub.test/api/legal/privacy-policy/${latest}`,
      },
    });
  });

  it('serves each stored version of both documents as HTML', async () => {
    for (const seeded of LEGAL_VERSIONS) {
      const terms = await server.fetch(`/api/legal/terms-of-service/${seeded.version}`);
      expect(terms.status).toBe(200);
      expect(terms.headers.get('content-type')).toMatch(/^text\/html/);
      expect(terms.headers.get('access-control-allow-origin')).toBe('*');
      expect(await terms.text()).toBe(seeded.termsOfServiceHtml);

      const privacy = await server.fetch(`/api/legal/privacy-policy/${seeded.version}`);
      expect(privacy.status).toBe(200);
      expect(await privacy.text()).toBe(seeded.privacyPolicyHtml);
    }
  });

  it('follows a newly published version', async () => {
    await server.database.db.execute(
      "insert into legal_document_versions (version, terms_of_service_html, privacy_policy_html) values (99, '<h1>T99</h1>', '<h1>P99</h1>')",
    );
    const { body } = await server.graphql<{ termsAndPrivacy: { version: number } }>(TERMS_QUERY);
    expect(body.data?.termsAndPrivacy.version).toBe(99);
    const html = await (await server.fetch('/api/legal/terms-of-service/99')).text();
    expect(html).toBe('<h1>T99</h1>');
  });

  it('answers 404 with the error shape for an unknown version or document', async () => {
    const missing = await server.fetch('/api/legal/terms-of-service/12345');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no version 12345 of this document.' },
    });

    const unknown = await server.fetch('/api/legal/cookie-policy/1');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });
});
