import { API_BASE } from '@repclub/shared';
import { uploadFile } from '@/lib/media-upload';

/** `POST /api/media/event-waiver` (docs/decisions/029): multipart `file`, a PDF → `{ url }`. */
export const EVENT_WAIVER_UPLOAD_PATH = `${API_BASE}/media/event-waiver`;

/** What the file picker offers; the server checks the bytes themselves. */
export const WAIVER_ACCEPT = 'application/pdf';

/** Uploads the picked PDF as it is (no resizing) as an event's waiver / privacy policy. */
export function uploadEventWaiver(file: File): Promise<{ url: string }> {
  return uploadFile<{ url: string }>(EVENT_WAIVER_UPLOAD_PATH, file, 'waiver.pdf');
}
