/** User-facing messages of the media domain, shared by the server and the web app (docs/decisions/065). */

/** Messages of the media calls (the spec gives none; listed in docs/decisions/020). */
export const MEDIA_MESSAGES = {
  tooLarge: 'The image must be at most 10 MB.',
  notImage: 'Please choose a JPEG, PNG, WEBP or GIF image.',
  noFile: 'Please choose an image to upload.',
  impersonating: 'The avatar cannot be changed while impersonating a user.',
  notFound: 'Media not found.',
  notPdf: 'Upload a PDF file.',
  pdfTooLarge: 'The PDF must be at most 10 MB.',
  noPdf: 'Please choose a PDF to upload.',
} as const;
