/** Terms, privacy and data deletion pages (accounts §2.1). */
export const LEGAL_PATHS = {
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  facebookDataDeletion: '/facebook-data-deletion-instructions-url',
} as const;

export const LEGAL_ROUTE_PATTERNS = [
  '/terms-of-service',
  '/privacy-policy',
  '/facebook-data-deletion-instructions-url',
] as const;
