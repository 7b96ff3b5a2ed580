/** Documents messages shown by the web and answered by the server. */

/** Spec text (word for word); part of MESSAGES. */
export const DOCUMENT_SPEC_MESSAGES = {
  pdfLoading: 'Loading PDF…',
  pdfLoadFailed: 'Failed to load PDF file.',
  pdfNotSpecified: 'No PDF file specified.',
} as const;

/** Messages the spec does not give (docs/decisions/025-transactions-and-documents.md). */
export const DOCUMENTS_MESSAGES = {
  notFound: 'Document not found.',
} as const;
