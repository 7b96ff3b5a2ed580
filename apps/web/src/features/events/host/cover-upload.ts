import { API_BASE } from '@repclub/shared';
import { uploadImage } from '@/lib/media-upload';

/** `POST /api/media/event-cover` (docs/decisions/029): multipart `file` → `{ url }` for `avatarUrl`. */
export const EVENT_COVER_UPLOAD_PATH = `${API_BASE}/media/event-cover`;

/** Resizes the picked image in the browser (like the avatar) and uploads it as an event cover. */
export function uploadEventCover(file: File): Promise<{ url: string }> {
  return uploadImage<{ url: string }>(EVENT_COVER_UPLOAD_PATH, file, 'cover');
}
