import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireViewer } from '../../platform/http/viewer';
import { MEDIA_MAX_BYTES, MEDIA_PATH, type MediaService } from './media.service';
import { MEDIA_CACHE_CONTROL } from './media.storage';
import type { SessionsService } from '../auth/auth.module';

/** Media (accounts §9, issues 5, 6 and 15): avatar, event cover, club image and waiver PDF uploads, and the files they store. */
export async function mediaRoutes(
  app: FastifyInstance,
  { media, sessions }: { media: MediaService; sessions: SessionsService },
) {
  // Only this plugin parses multipart bodies, with the upload limit.
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  /** The upload body as bytes; the multipart plugin's errors become the user's messages (image or PDF ones). */
  async function readUpload(request: FastifyRequest, kind: 'image' | 'pdf' = 'image'): Promise<Buffer> {
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw media.noFile(kind);
      return await part.toBuffer();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw media.tooLarge(kind);
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof code === 'string' && code.startsWith('FST_') && typeof status === 'number' && status < 500)
        throw media.noFile(kind);
      throw error;
    }
  }

  app.post(`${MEDIA_PATH}avatar`, async (request) => {
    const viewer = await requireViewer(request, sessions);
    media.assertMayUpload(viewer); // before reading the body
    const bytes = await readUpload(request);
    return media.uploadAvatar(viewer, bytes, request.log);
  });

  app.post(`${MEDIA_PATH}event-cover`, async (request) => {
    const viewer = await requireViewer(request, sessions);
    const bytes = await readUpload(request);
    return media.uploadEventCover(viewer, bytes);
  });

  app.post(`${MEDIA_PATH}comment-image`, async (request) => {
    const viewer = await requireViewer(request, sessions);
    media.assertMayUpload(viewer);
    const bytes = await readUpload(request);
    return media.uploadCommentImage(viewer, bytes);
  });

  app.post(`${MEDIA_PATH}club-image`, async (request) => {
    const viewer = await requireViewer(request, sessions);
    media.assertMayUpload(viewer);
    const bytes = await readUpload(request);
    return media.uploadClubImage(viewer, bytes);
  });

  app.post(`${MEDIA_PATH}event-waiver`, async (request) => {
    const viewer = await requireViewer(request, sessions);
    const bytes = await readUpload(request, 'pdf');
    return media.uploadEventWaiver(viewer, bytes);
  });

  app.get(`${MEDIA_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await media.read(key);
    return reply
      .header('content-type', object.contentType)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(object.bytes);
  });
}
