/** User-facing messages of the documents domain, shared by the server and the web app (docs/decisions/065). */

/** Messages the spec does not give (docs/decisions/025-transactions-and-documents.md). */
export const DOCUMENTS_MESSAGES = {
  notFound: 'Document not found.',
} as const;
