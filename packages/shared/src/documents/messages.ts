/** Documents messages shown by the web and answered by the server. */

/** Spec text (word for word); part of MESSAGES. */
export const DOCUMENT_SPEC_MESSAGES = {
  pdfLoading: 'Loading PDF…',
  pdfLoadFailed: 'Failed to load PDF file.',
  pdfNotSpecified: 'No PDF file specified.',
} as const;
