/**
 * The signed-in user's row, as the viewer carries it: the users module declares its shape (declaration merging in
 * users.repository.ts: the users table's row without the password hash), so platform code names it without
 * importing a module (docs/decisions/119-lint-boundaries.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the users module adds the row's fields
export interface ViewerUser {}

/**
 * Who is calling, resolved from a valid access token by the auth module's sessions service. Declared here, beside
 * the platform code that resolves it for REST and GraphQL, so that every module can name the caller without
 * importing the auth module (docs/decisions/065).
 */
export type Viewer = {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isDeleted: boolean;
  /** The administrator acting as this user, in an impersonation session. */
  impersonatorId: string | null;
  /** The user's row, without the password hash (the session check does not read it). */
  user: ViewerUser;
};

/**
 * The viewer a demo seed acts as (SEED_DEMO only): a demo account going through the same services as a signed-in
 * request, so the demo data obeys the product's rules. Never used for a request.
 */
export function demoSeedViewer(user: ViewerUser): Viewer {
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    isAdmin: user.role === 'ADMIN',
    isDeleted: false,
    impersonatorId: null,
    user,
  };
}
