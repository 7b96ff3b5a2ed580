import { MEDIA_MESSAGES } from '@repclub/shared';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type ErrorBody, type TestServer, startTestServer } from '../../test/server';
import { sessionsRepository } from '../auth/sessions.repository';
import { sessionsService } from '../auth/sessions.service';
import { loadSecrets } from '../../platform/secrets';
import { usersRepository } from '../users/users.repository';
import { signedUpUser } from '../users/users.test-helpers';

let server: TestServer;
let dataDir: string;
const clock = fixedClock('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'repclub-media-'));
  server = await startTestServer({ clock, env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const redPng = (width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();

async function upload(
  bytes: Buffer | string,
  headers: Record<string, string>,
  filename = 'me.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const response = await server.fetch('/api/media/avatar', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { avatarUrl: string } & ErrorBody };
}

const mediaPath = (url: string) => {
  const parsed = new URL(url, 'http://any.host');
  return parsed.pathname + parsed.search;
};
const avatarOf = async (userId: string) =>
  (await usersRepository(server.database.db).byId(userId))?.avatarUrl;
const filesOf = async (userId: string) =>
  readdir(path.join(dataDir, 'media', 'avatars', userId)).catch(() => [] as string[]);

describe('POST /api/media/avatar', () => {
  it('re-encodes to WEBP inside 1000×1000, serves it, and replaces the previous one', async () => {
    const user = await signedUpUser(server);
    const first = await upload(await redPng(), user.headers);
    expect(first.status).toBe(200);
    // A path, not an absolute URL: it works under any host name (docs/decisions/109).
    expect(first.body.avatarUrl).toMatch(/^\/api\/media\//);
    const url = new URL(first.body.avatarUrl, 'http://any.host');
    expect(url.pathname).toMatch(new RegExp(`^/api/media/avatars/${user.userId}/[\\w-]+\\.webp$`));
    expect(url.searchParams.get('v')).toBe(String(clock.now().getTime()));

    const served = await server.fetch(mediaPath(first.body.avatarUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 600 });
    expect(meta.exif).toBeUndefined();

    const me = await server.graphql<{ me: { avatarUrl: string } }>('{ me { avatarUrl } }', {}, user.headers);
    expect(me.body.data?.me.avatarUrl).toBe(first.body.avatarUrl);

    clock.advance(5000);
    const second = await upload(await redPng(300, 200), user.headers);
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect(new URL(second.body.avatarUrl, 'http://any.host').searchParams.get('v')).toBe(
      String(clock.now().getTime()),
    );
    expect((await server.fetch(mediaPath(first.body.avatarUrl))).status).toBe(404);
    const small = await server.fetch(mediaPath(second.body.avatarUrl));
    // Never enlarged.
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(await avatarOf(user.userId)).toBe(second.body.avatarUrl);
    expect(await filesOf(user.userId)).toHaveLength(1);
  });

  it('applies the EXIF orientation', async () => {
    const user = await signedUpUser(server);
    // 200×100 stored, orientation 6 (rotate 90°): shown as 100×200.
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#00f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await upload(jpeg, user.headers, 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(200);
    const served = await server.fetch(mediaPath(answer.body.avatarUrl));
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever its name and type, and changes nothing', async () => {
    const user = await signedUpUser(server);
    const first = await upload(await redPng(10, 10), user.headers);
    const answer = await upload('just some text, not a picture', user.headers, 'evil.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: MEDIA_MESSAGES.notImage });
    expect(await avatarOf(user.userId)).toBe(first.body.avatarUrl);
    expect(await filesOf(user.userId)).toHaveLength(1);
    // A real image format that is not accepted (SVG), too.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const svgAnswer = await upload(svg, user.headers, 'a.svg', 'image/svg+xml');
    expect(svgAnswer.status).toBe(400);
    expect(svgAnswer.body.error.message).toBe(MEDIA_MESSAGES.notImage);
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const user = await signedUpUser(server);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const answer = await upload(big, user.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: MEDIA_MESSAGES.tooLarge });
    expect(await avatarOf(user.userId)).toBeNull();
    expect(await filesOf(user.userId)).toHaveLength(0);
  });

  it('asks for a file when the body has none or is not multipart', async () => {
    const user = await signedUpUser(server);
    const form = new FormData();
    form.append('other', 'x');
    const noFile = await server.fetch('/api/media/avatar', {
      method: 'POST',
      headers: user.headers,
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorBody).error.message).toBe(MEDIA_MESSAGES.noFile);
    const json = await server.post<ErrorBody>('/api/media/avatar', {}, user.headers);
    expect(json.status).toBe(400);
    expect(json.body.error.message).toBe(MEDIA_MESSAGES.noFile);
  });

  it('needs a signed-in, not deleted account and no impersonation', async () => {
    const anonymous = await upload(await redPng(10, 10), {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('AUTH_NOT_AUTHENTICATED');

    const user = await signedUpUser(server);
    const admin = await signedUpUser(server);
    const row = await usersRepository(server.database.db).byId(user.userId);
    if (!row) throw new Error('no user');
    const sessions = sessionsService(
      sessionsRepository(server.database.db),
      loadSecrets(server.config).jwtSecret,
      clock,
    );
    const impersonation = await sessions.open({
      user: row,
      status: 'active',
      method: 'password',
      impersonatorId: admin.userId,
    });
    const impersonated = await upload(await redPng(10, 10), {
      authorization: `Bearer ${impersonation.token}`,
    });
    expect(impersonated.status).toBe(403);
    expect(impersonated.body.error.message).toBe(MEDIA_MESSAGES.impersonating);

    await usersRepository(server.database.db).update(user.userId, { deletedAt: clock.now() });
    const deleted = await upload(await redPng(10, 10), user.headers);
    expect(deleted.status).toBe(403);
    expect(await avatarOf(user.userId)).toBeNull();
    expect(await filesOf(user.userId)).toHaveLength(0);
  });

  it('keeps exactly one file when uploads race', async () => {
    const user = await signedUpUser(server);
    const png = await redPng(50, 50);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(png, user.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const files = await filesOf(user.userId);
    expect(files).toHaveLength(1);
    expect(await avatarOf(user.userId)).toContain(files[0]);
  });
});

describe('GET /api/media/*', () => {
  it('answers 404 JSON for an unknown or malformed key', async () => {
    for (const key of [
      'avatars/nobody/nothing.webp',
      'avatars/../../secret.webp',
      '%2e%2e/x.webp',
      'x.txt',
    ]) {
      const response = await server.fetch(`/api/media/${key}`);
      expect(response.status, key).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST /api/media/club-image', () => {
  it('stores a club image as WEBP inside 1000×1000 for a signed-in user, and refuses visitors and non-images', async () => {
    const user = await signedUpUser(server);
    const send = async (bytes: Buffer | string, headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'club.png');
      const response = await server.fetch('/api/media/club-image', { method: 'POST', headers, body: form });
      return { status: response.status, body: (await response.json()) as { url: string } & ErrorBody };
    };
    const stored = await send(await redPng(1600, 1600), user.headers);
    expect(stored.status).toBe(200);
    expect(new URL(stored.body.url, 'http://any.host').pathname).toMatch(
      new RegExp(`^/api/media/clubs/${user.userId}/[\\w-]+\\.webp$`),
    );
    const served = await server.fetch(mediaPath(stored.body.url));
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    expect((await send(await redPng(), {})).status).toBe(401);
    const notImage = await send('not an image', user.headers);
    expect(notImage.status).toBe(400);
  });
});
