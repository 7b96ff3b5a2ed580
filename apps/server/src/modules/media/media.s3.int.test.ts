import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// s3rver ships no types; it is a real S3 implementation on the local file system (signatures checked).
// @ts-expect-error -- untyped module
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { purgeAsDeletedLongAgo, signedUpUser } from '../users/users.test-helpers';
import { s3MediaStorage } from './media.storage';
import { users } from '../users/users.tables';
import { eq } from 'drizzle-orm';

const BUCKET = 'repclub-media';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const clock = fixedClock('2026-03-01T10:00:00.000Z');

let s3: { close: () => Promise<void> };
let s3Dir: string;
let endpoint: string;
let server: TestServer;
let client: S3Client;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'repclub-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await s3rver.run()) as AddressInfo;
  s3 = s3rver;
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  server = await startTestServer({
    clock,
    env: {
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      // The bucket itself is the media host: avatars are read from it directly.
      MEDIA_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    },
  });
});

afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 61, g: 18, b: 119 } } })
    .png()
    .toBuffer();

async function upload(headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([await png()], { type: 'image/png' }), 'me.png');
  const response = await server.fetch('/api/media/avatar', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { avatarUrl: string } };
}

const keysUnder = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
    (o) => o.Key,
  );

describe('media in an S3-compatible bucket', () => {
  it('stores the re-encoded avatar in the bucket and links it on the media host', async () => {
    const user = await signedUpUser(server);
    const first = await upload(user.headers);
    expect(first.status).toBe(200);
    const url = new URL(first.body.avatarUrl);
    expect(`${url.origin}${url.pathname}`).toMatch(
      new RegExp(`^${endpoint}/${BUCKET}/avatars/${user.userId}/[\\w-]+\\.webp$`),
    );
    expect(url.searchParams.get('v')).toBe(String(clock.now().getTime()));
    const key = url.pathname.slice(`/${BUCKET}/`.length);

    // Stored as the path (docs/decisions/109); read back as the media host's URL.
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.avatarUrl).toBe(`/api/media/${key}${url.search}`);
    const me = await server.graphql<{ me: { avatarUrl: string } }>('{ me { avatarUrl } }', {}, user.headers);
    expect(me.body.data!.me.avatarUrl).toBe(first.body.avatarUrl);

    // The media host (the bucket) serves it with the immutable cache header set at upload.
    const direct = await fetch(first.body.avatarUrl);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await direct.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 563 });

    // This server reads the same key from the bucket too.
    const proxied = await server.fetch(`/api/media/${key}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('image/webp');

    // A new upload replaces the object: one file per user.
    const second = await upload(user.headers);
    expect(second.status).toBe(200);
    const keys = await keysUnder(`avatars/${user.userId}/`);
    expect(keys).toEqual([new URL(second.body.avatarUrl).pathname.slice(`/${BUCKET}/`.length)]);
  });

  it("lets the web app fetch from the media host (waiver PDFs in the viewer): it is in the CSP's connect-src", async () => {
    const response = await server.fetch('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${endpoint}`);
  });

  it('answers null for a missing key and deletes a whole folder, nothing else', async () => {
    const storage = s3MediaStorage(
      { bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS },
      client,
    );
    expect(await storage.get('avatars/nobody/none.webp')).toBeNull();
    expect(await storage.get('../escape.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();

    const folder = `avatars/${randomBytes(6).toString('hex')}/`;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        storage.put(`${folder}f${i}.webp`, Buffer.from(`${i}`), 'image/webp'),
      ),
    );
    await storage.put('avatars/keep/k.webp', Buffer.from('k'), 'image/webp');
    expect(await keysUnder(folder)).toHaveLength(5);
    await storage.deletePrefix(folder);
    expect(await keysUnder(folder)).toEqual([]);
    expect(await storage.get('avatars/keep/k.webp')).toMatchObject({ contentType: 'image/webp' });
    await expect(storage.deletePrefix('')).rejects.toThrow();
    await expect(storage.deletePrefix('avatars')).rejects.toThrow();
  });

  it("deletes a user's files from the bucket when the account is purged", async () => {
    const user = await signedUpUser(server);
    expect((await upload(user.headers)).status).toBe(200);
    expect(await keysUnder(`avatars/${user.userId}/`)).toHaveLength(1);

    // Deleted 91 days ago: the purge removes the row and then the files.
    expect((await purgeAsDeletedLongAgo(server, clock, user.userId)).purged).toBeGreaterThanOrEqual(1);
    expect(await keysUnder(`avatars/${user.userId}/`)).toEqual([]);
  });
});
