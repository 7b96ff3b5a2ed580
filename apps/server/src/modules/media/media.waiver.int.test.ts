import { MEDIA_MESSAGES } from '@repclub/shared';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type ErrorBody, type TestServer, startTestServer } from '../../test/server';
import { purgeAsDeletedLongAgo, signedUpUser } from '../users/users.test-helpers';

let server: TestServer;
let dataDir: string;
const clock = fixedClock('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'repclub-waiver-'));
  server = await startTestServer({ clock, env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A tiny valid one-page PDF ("Waiver"), its cross-reference offsets computed. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 36 >>\nstream\nBT /F1 18 Tf 20 40 Td (Waiver) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function upload(
  bytes: Buffer | string,
  headers: Record<string, string>,
  filename = 'waiver.pdf',
  type = 'application/pdf',
) {
  const form = new FormData();
  const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
  form.append('file', blob, filename);
  const response = await server.fetch('/api/media/event-waiver', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { url: string } & ErrorBody };
}

const mediaPath = (url: string) => {
  const parsed = new URL(url, 'http://any.host');
  return parsed.pathname + parsed.search;
};
const filesOf = async (userId: string) =>
  readdir(path.join(dataDir, 'media', 'events', userId)).catch(() => [] as string[]);

describe('POST /api/media/event-waiver', () => {
  it('stores the PDF unchanged under events/<userId>/ and serves it back as application/pdf', async () => {
    const user = await signedUpUser(server);
    const pdf = tinyPdf();
    expect(pdf.length).toBeLessThan(1000);
    // The declared name and type do not matter: the bytes do.
    const answer = await upload(pdf, user.headers, 'scan.bin', 'application/octet-stream');
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/api\/media\//);
    const url = new URL(answer.body.url, 'http://any.host');
    expect(url.pathname).toMatch(new RegExp(`^/api/media/events/${user.userId}/[\\w-]+\\.pdf$`));
    expect(url.searchParams.get('v')).toBe(String(clock.now().getTime()));

    const served = await server.fetch(mediaPath(answer.body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await filesOf(user.userId)).toEqual([path.basename(url.pathname)]);
  });

  it('refuses a file that is not a PDF, whatever its name and type, and stores nothing', async () => {
    const user = await signedUpUser(server);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [png, 'waiver.pdf'],
      ['Not a PDF, just text. %PDF-1.4', 'waiver.pdf'],
      [' %PDF-1.4 with a space in front', 'waiver.pdf'],
    ] as const) {
      const answer = await upload(bytes, user.headers, name, 'application/pdf');
      expect(answer.status, name).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: MEDIA_MESSAGES.notPdf });
    }
    const empty = await upload('', user.headers);
    expect([empty.status, empty.body.error.message]).toEqual([400, MEDIA_MESSAGES.noPdf]);
    const noPart = await server.post<ErrorBody>('/api/media/event-waiver', {}, user.headers);
    expect([noPart.status, noPart.body.error.message]).toEqual([400, MEDIA_MESSAGES.noPdf]);
    expect(await filesOf(user.userId)).toEqual([]);
  });

  it('refuses a PDF over 10 MB and stores nothing', async () => {
    const user = await signedUpUser(server);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const answer = await upload(big, user.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: MEDIA_MESSAGES.pdfTooLarge });
    expect(await filesOf(user.userId)).toEqual([]);
  });

  it('needs a signed-in account', async () => {
    const anonymous = await upload(tinyPdf(), {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it("deletes the account's PDFs when the account is purged", async () => {
    const user = await signedUpUser(server);
    const answer = await upload(tinyPdf(), user.headers);
    expect(answer.status).toBe(200);
    expect(await filesOf(user.userId)).toHaveLength(1);

    // Deleted 91 days ago: the purge removes the row and then the files.
    expect((await purgeAsDeletedLongAgo(server, clock, user.userId)).purged).toBeGreaterThanOrEqual(1);
    expect(await filesOf(user.userId)).toEqual([]);
    expect((await server.fetch(mediaPath(answer.body.url))).status).toBe(404);
  });
});
