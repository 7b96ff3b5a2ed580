import { randomBytes } from 'node:crypto';
import { IMAGE_RESIZE, MEDIA_MESSAGES, MESSAGES } from '@repclub/shared';
import sharp from 'sharp';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { MEDIA_PATH, mediaUrls } from '../../platform/media-urls';
import { DomainError, badInput, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import type { MediaRepository } from './media.repository';
import type { MediaStorage, StoredObject } from './media.storage';

/** The largest upload accepted, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** How every PDF file starts (its header); the declared type and file name are not trusted. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Formats an upload may be in, as sharp names them after decoding (the declared type is not trusted). */
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export { MEDIA_PATH };

type Deps = { repo: MediaRepository; storage: MediaStorage; config: Config; clock: Clock };
type Log = { warn: (object: object, message: string) => void };

/** Uploaded images (accounts §9): avatars re-encoded to WEBP, stored, and served with a cache-busting URL. */
export function mediaService({ repo, storage, config, clock }: Deps) {
  const urls = mediaUrls(config);
  /** What is stored and answered for an upload: the path, never an absolute URL (docs/decisions/109). */
  const urlPrefix = MEDIA_PATH;

  /** The key of a media URL of ours (a path, or an absolute URL of ours), or null for another host's (or none). */
  const keyOfUrl = (url: string | null): string | null => urls.keyOf(url);

  /** Decodes an upload and re-encodes it: EXIF orientation applied, fitted in 1000×1000, metadata dropped. */
  async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
    try {
      const { format } = await sharp(bytes).metadata();
      if (!format || !ACCEPTED_FORMATS.has(format))
        throw badInput(MEDIA_MESSAGES.notImage, { field: 'file' });
      return await sharp(bytes, { failOn: 'error' })
        .rotate()
        .resize(IMAGE_RESIZE.width, IMAGE_RESIZE.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: IMAGE_RESIZE.quality })
        .toBuffer();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // sharp could not read it: not an image, or a broken one.
      throw badInput(MEDIA_MESSAGES.notImage, { field: 'file' });
    }
  }

  /** The messages of an empty or oversize upload, by what was asked for. */
  const sizeMessages = {
    image: { empty: MEDIA_MESSAGES.noFile, tooLarge: MEDIA_MESSAGES.tooLarge },
    pdf: { empty: MEDIA_MESSAGES.noPdf, tooLarge: MEDIA_MESSAGES.pdfTooLarge },
  } as const;
  type UploadKind = keyof typeof sizeMessages;
  const noFile = (kind: UploadKind = 'image') => badInput(sizeMessages[kind].empty, { field: 'file' });
  const tooLarge = (kind: UploadKind = 'image') => badInput(sizeMessages[kind].tooLarge, { field: 'file' });

  /** Refuses an empty upload or one over the media limit. */
  function assertSize(bytes: Buffer, kind: UploadKind) {
    if (bytes.length === 0) throw noFile(kind);
    if (bytes.length > MEDIA_MAX_BYTES) throw tooLarge(kind);
  }

  /** Stores a file of an event's under `events/<userId>/` with a random name; answers its URL. */
  async function storeEventFile(userId: string, bytes: Buffer, extension: string, contentType: string) {
    const key = `events/${userId}/${randomBytes(16).toString('base64url')}.${extension}`;
    await storage.put(key, bytes, contentType);
    return { url: urls.forClient(`${urlPrefix}${key}?v=${clock.now().getTime()}`) };
  }

  /** Deleted accounts and impersonation sessions may not change an avatar. */
  function assertMayUpload(viewer: Viewer) {
    if (viewer.isDeleted) throw new DomainError('AUTH_NOT_AUTHORIZED', MESSAGES.unauthorized);
    if (viewer.impersonatorId) throw new DomainError('AUTH_NOT_AUTHORIZED', MEDIA_MESSAGES.impersonating);
  }

  return {
    assertMayUpload,
    tooLarge,
    noFile,

    /**
     * Replaces the viewer's avatar with an uploaded image. Nothing changes unless it all succeeds; the
     * previous avatar file is deleted when it was one of ours.
     */
    async uploadAvatar(viewer: Viewer, bytes: Buffer, log: Log): Promise<{ avatarUrl: string }> {
      assertMayUpload(viewer);
      assertSize(bytes, 'image');
      const webp = await toAvatarWebp(bytes);

      const key = `avatars/${viewer.userId}/${randomBytes(16).toString('base64url')}.webp`;
      await storage.put(key, webp, 'image/webp');
      const avatarUrl = `${urlPrefix}${key}?v=${clock.now().getTime()}`;
      let swapped;
      try {
        swapped = await repo.swapAvatarUrl(viewer.userId, avatarUrl, clock.now());
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (!swapped) {
        await storage.delete(key);
        throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized); // the account is gone
      }
      const previous = keyOfUrl(swapped.previous);
      if (previous?.startsWith(`avatars/${viewer.userId}/`) && previous !== key) {
        await storage.delete(previous).catch((err: unknown) => {
          log.warn({ err, key: previous }, 'could not delete the previous avatar');
        });
      }
      return { avatarUrl: urls.forClient(avatarUrl) };
    },

    /**
     * Stores an event cover image (issue 6) re-encoded like an avatar, under `events/<userId>/`; answers its
     * URL, which the event editor puts in the event's `avatarUrl`.
     */
    async uploadEventCover(
      viewer: Pick<Viewer, 'userId' | 'isDeleted'>,
      bytes: Buffer,
    ): Promise<{ url: string }> {
      if (viewer.isDeleted) throw new DomainError('AUTH_NOT_AUTHORIZED', MESSAGES.unauthorized);
      assertSize(bytes, 'image');
      return storeEventFile(viewer.userId, await toAvatarWebp(bytes), 'webp', 'image/webp');
    },

    /**
     * Stores a rep club image (issue 15: the club's avatar or cover, a tier's image) re-encoded like an event
     * cover (inside 1000×1000, WEBP), under `clubs/<userId>/`; answers its URL, which the club forms send in
     * createClub / updateClub / setClubTiers (where EDIT_CLUB or MANAGE_TIERS is checked).
     */
    async uploadClubImage(viewer: Viewer, bytes: Buffer): Promise<{ url: string }> {
      assertMayUpload(viewer);
      assertSize(bytes, 'image');
      const key = `clubs/${viewer.userId}/${randomBytes(16).toString('base64url')}.webp`;
      await storage.put(key, await toAvatarWebp(bytes), 'image/webp');
      return { url: urls.forClient(`${urlPrefix}${key}?v=${clock.now().getTime()}`) };
    },

    /**
     * Stores an image for an event comment (decision 084), re-encoded like an avatar, under
     * `comments/<userId>/`; answers its URL, which the comment form sends in addEventComment's mediaUrls.
     */
    async uploadCommentImage(viewer: Viewer, bytes: Buffer): Promise<{ url: string }> {
      assertMayUpload(viewer);
      assertSize(bytes, 'image');
      const key = `comments/${viewer.userId}/${randomBytes(16).toString('base64url')}.webp`;
      await storage.put(key, await toAvatarWebp(bytes), 'image/webp');
      return { url: urls.forClient(`${urlPrefix}${key}?v=${clock.now().getTime()}`) };
    },

    /** The form to store a URL in: ours as a path, another host's unchanged (docs/decisions/109). */
    storedUrl: urls.stored,

    /** Whether a URL is a comment image this user uploaded (comments may carry only those). */
    isCommentImageOf(userId: string, url: string): boolean {
      const key = keyOfUrl(url);
      return !!key && key.startsWith(`comments/${userId}/`) && /^[A-Za-z0-9/_-]+\.webp$/.test(key);
    },

    /**
     * Stores an event waiver / privacy policy PDF (issue 6) unchanged under `events/<userId>/`; answers its
     * URL, which the event editor puts in the event's `privacyPolicy.fileUrl`. Only the bytes decide: a file
     * that does not start with the PDF header `%PDF-` is refused.
     */
    async uploadEventWaiver(
      viewer: Pick<Viewer, 'userId' | 'isDeleted'>,
      bytes: Buffer,
    ): Promise<{ url: string }> {
      if (viewer.isDeleted) throw new DomainError('AUTH_NOT_AUTHORIZED', MESSAGES.unauthorized);
      assertSize(bytes, 'pdf');
      if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
        throw badInput(MEDIA_MESSAGES.notPdf, { field: 'file' });
      return storeEventFile(viewer.userId, bytes, 'pdf', 'application/pdf');
    },

    /**
     * Deletes every file of a user (their folders under each kind of media: avatars, event covers and PDFs);
     * used when an account is purged.
     */
    async deleteUserFiles(userId: string): Promise<void> {
      await storage.deletePrefix(`avatars/${userId}/`);
      await storage.deletePrefix(`events/${userId}/`);
      await storage.deletePrefix(`comments/${userId}/`);
    },

    /** A stored file by key; NOT_FOUND when there is none. */
    async read(key: string): Promise<StoredObject> {
      const object = await storage.get(key);
      if (!object) throw notFound(MEDIA_MESSAGES.notFound);
      return object;
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
