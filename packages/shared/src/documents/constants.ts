/**
 * Documents and the PDF viewer (domain §9).
 */

export const PDF_VIEWER_DEFAULT_WIDTH = 600;
