import type { UserRow } from '../modules/users/users.repository';

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
  user: Omit<UserRow, 'passwordHash'>;
};
