import { IMAGE_RESIZE, MESSAGES } from '@repclub/shared';
import { getSession } from './session';
import { ApiError } from '@/lib/api-client';
import { refreshSession } from '@/lib/graphql-client';

/** Uploads to `POST /api/media/*` (docs/decisions/020): the avatar, event covers, event waiver PDFs. */

/** The image types the server accepts; image file pickers offer these. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The size that fits `width` × `height` without enlarging (like the server's `fit: inside`). */
export function fitInside(
  width: number,
  height: number,
  max: { width: number; height: number } = IMAGE_RESIZE,
): { width: number; height: number } {
  const scale = Math.min(1, max.width / width, max.height / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Resizes a picked image in the browser (accounts §9): to fit 1000 × 1000, never enlarged, EXIF orientation
 * applied, encoded as WEBP at quality 100. Resolves with the original file when the browser cannot decode it
 * (e.g. HEIC) or cannot encode WEBP, so that the server answers with its own message about the file.
 */
export async function resizeForUpload(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitInside(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvasToBlob(canvas, `image/${IMAGE_RESIZE.format}`, IMAGE_RESIZE.quality / 100);
    // A browser that cannot encode WEBP answers PNG (or nothing): send the original, the server re-encodes.
    return blob && blob.type === `image/${IMAGE_RESIZE.format}` ? blob : file;
  } finally {
    bitmap.close();
  }
}

async function post(path: string, body: Blob, fileName: string): Promise<Response> {
  const form = new FormData();
  form.append('file', body, fileName);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.defaultError);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Uploads a file as it is to a route of `POST /api/media/*` (multipart field `file`; an event waiver PDF, or
 * an image already resized). Resolves with the route's JSON answer; rejects with an ApiError carrying the
 * server's message. An expired access token is refreshed once, as GraphQL calls do.
 */
export async function uploadFile<T>(path: string, file: Blob, fallbackName: string): Promise<T> {
  const fileName = (file instanceof File && file.name) || fallbackName;
  let response = await post(path, file, fileName);
  if (response.status === 401 && (await refreshSession())) response = await post(path, file, fileName);
  const json = await readJson(response);
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    const { code, message, ...details } = error ?? {};
    throw new ApiError(response.status, code ?? 'HTTP_ERROR', message || MESSAGES.defaultError, details);
  }
  return json as T;
}

/**
 * Resizes the image and uploads it to an image route of `POST /api/media/*` (the avatar, an event cover)
 * through `uploadFile`.
 */
export async function uploadImage<T>(path: string, file: File, fallbackName: string): Promise<T> {
  const resized = await resizeForUpload(file);
  const named = resized === file ? file : new File([resized], `${fallbackName}.webp`, { type: resized.type });
  return uploadFile<T>(path, named, fallbackName);
}
