import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { paths } from '../../paths';
import { startTestServer, type TestServer } from '../../test/server';

describe('the HTTP platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers GET /api/health with {"status":"ok"}', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('gives every response a request id, and keeps a valid one given by the caller', async () => {
    const generated = await server.fetch('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.fetch('/api/health', { headers: { 'x-request-id': 'edge-123' } });
    expect(given.headers.get('x-request-id')).toBe('edge-123');
    const forged = await server.fetch('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(forged.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('sends security headers, a content security policy among them', async () => {
    const response = await server.fetch('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('answers an unknown API path with the REST error shape and 404', async () => {
    const response = await server.fetch('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here.' },
    });
  });

  it('answers malformed JSON with 400 BAD_USER_INPUT', async () => {
    const response = await server.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error?: { code: string }; errors?: unknown };
    expect(body.error?.code ?? body.errors).toBeTruthy();
  });

  it('does not serve GraphiQL outside development', async () => {
    const response = await server.fetch('/graphiql');
    expect(response.status).toBe(404);
  });
});

describe('the built web app', () => {
  let server: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>RepClub</title><div id="root"></div>',
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build writes brotli and gzip copies beside each asset (apps/web/vite.config.ts); fake ones here.
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'BROTLI');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), 'GZIP');
    fs.writeFileSync(path.join(dist, 'index.html.br'), 'BROTLI-HTML');
    // The web app's own public files, as the build copies them to the root of dist.
    const publicDir = path.join(path.dirname(paths.webDist), 'public');
    for (const file of ['robots.txt', 'favicon.ico', 'favicon.svg'])
      fs.copyFileSync(path.join(publicDir, file), path.join(dist, file));
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    server = await buildApp({ config, database: await openDatabase({ kind: 'pglite' }), webDistDir: dist });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes and hashed assets with a long cache', async () => {
    for (const route of ['/', '/terms-of-service', '/events/some-party', '/404', '/no/such/page']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${baseUrl}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the precompressed copies to browsers that accept them, hashed assets immutable', async () => {
    const get = (url: string, acceptEncoding: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get(`${baseUrl}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          })
          .on('error', reject);
      });
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BROTLI');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // Assets carry the security headers that apply to them, not the document ones (CSP, framing).
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.headers['x-frame-options']).toBeUndefined();
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('GZIP');
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // Client routes answer index.html, compressed too, and never cached.
    const page = await get('/events/some-party', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body).toBe('BROTLI-HTML');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 404 for files it does not have, never the app, and serves the real robots.txt and favicon', async () => {
    for (const file of [
      '/sitemap.xml',
      '/apple-touch-icon.png',
      '/.well-known/security.txt',
      '/.well-known/assetlinks.json',
      '/.well-known/change-password',
      '/assets/missing-abc123.js',
      '/events/some-party/cover.webp',
    ]) {
      const response = await fetch(`${baseUrl}${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).not.toContain('<div id="root">');
    }
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).toMatch(/^Disallow: \/api\/$/m);
    expect(rules).not.toMatch(/^Disallow: \/events\/?$/m);
    const icon = await fetch(`${baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const svg = await fetch(`${baseUrl}/favicon.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // A route of the app whose value has a dot is still the app.
    const dotted = await fetch(`${baseUrl}/events/new.years.eve`);
    expect(dotted.status).toBe(200);
    expect(await dotted.text()).toContain('<div id="root">');
  });

  it('keeps /api paths out of the fallback', async () => {
    const response = await fetch(`${baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
