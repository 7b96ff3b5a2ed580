import { API_BASE } from '@repclub/shared';
import { uploadImage } from '@/lib/media-upload';

/** `POST /api/media/avatar` (docs/decisions/020-media-uploads.md): multipart, one field `file`. */
export const AVATAR_UPLOAD_PATH = `${API_BASE}/media/avatar`;

/**
 * Resizes the image and uploads it as the signed-in user's avatar. Resolves with the new `avatarUrl` (with
 * its cache-busting `?v=`).
 */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  return uploadImage<{ avatarUrl: string }>(AVATAR_UPLOAD_PATH, file, 'avatar');
}
