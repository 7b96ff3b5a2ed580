import { API_BASE } from '@repclub/shared';
import { uploadImage } from '@/lib/media-upload';

/** `POST /api/media/club-image`: multipart `file` → `{ url }`; the club avatar, cover and tier images. */
export const CLUB_IMAGE_UPLOAD_PATH = `${API_BASE}/media/club-image`;

/** Resizes the picked image in the browser (like the event cover) and uploads it as a club image. */
export function uploadClubImage(file: File): Promise<{ url: string }> {
  return uploadImage<{ url: string }>(CLUB_IMAGE_UPLOAD_PATH, file, 'club-image');
}
