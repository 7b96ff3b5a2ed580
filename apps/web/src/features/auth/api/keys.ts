// The keys alone, without the GraphQL documents: the login page reads them (the social providers) and must not
// load every document with them (docs/decisions/062).
/** The sign-in pages' query keys. */
export const authKeys = {
  all: ['auth'] as const,
  deletedAccount: () => [...authKeys.all, 'deleted-account'] as const,
  verifyEmailToken: (token: string) => [...authKeys.all, 'verify-email-token', token] as const,
  /** Not under `all`: the providers do not depend on who is signed in. */
  socialProviders: () => ['social-providers'] as const,
};
