import {
  AUTH_MESSAGES,
  DECIDED_MESSAGES,
  emailSchema,
  firstNameSchema,
  isProfileComplete,
  lastNameSchema,
  makeDateOfBirthSchema,
  MESSAGES,
  PHONE_CHANGE_MESSAGES,
  profileUpdateSchema,
  searchKeywordSchema,
  USER_SEARCH_MAX_LIMIT,
  USER_SEARCH_PAGE_SIZE,
  USERS_MESSAGES,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badInput, DomainError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { Viewer } from '../../platform/viewer';
import {
  addressSchema,
  emailSubscriptionsOf,
  emailSubscriptionsSchema,
  socialMediaSchema,
  socialProviderSchema,
  walkthroughSchema,
} from './profile.schemas';
import { uniqueViolation } from '../../platform/db/executor';
import type { NewUser, UserRow, UsersRepository } from './users.repository';
import { isUuid } from '../../platform/ids';
import type { AuditService } from '../audit/audit.module';
import type { LegalService } from '../legal/legal.module';

/** The writes other modules make to `users`, on their own transaction (docs/decisions/065). */
export { type NewUser, type UserRow, type UserWrites, userWrites } from './users.repository';

/** A user row as views read it: every column but the password hash, which no view needs. */
export type UserViewRow = Omit<UserRow, 'passwordHash'>;

/** A user as the API shows it; private fields are null unless the viewer is the user or an administrator. */
export type UserView = {
  row: UserViewRow;
  isSelf: boolean;
  canSeePrivate: boolean;
};

const searchSchema = z.object({
  keyword: searchKeywordSchema,
  offset: z
    .number({ error: USERS_MESSAGES.searchOffsetInvalid })
    .int({ error: USERS_MESSAGES.searchOffsetInvalid })
    .min(0, { error: USERS_MESSAGES.searchOffsetInvalid }),
  limit: z
    .number({ error: USERS_MESSAGES.searchLimitInvalid })
    .int({ error: USERS_MESSAGES.searchLimitInvalid })
    .min(1, { error: USERS_MESSAGES.searchLimitInvalid })
    .max(USER_SEARCH_MAX_LIMIT, { error: USERS_MESSAGES.searchLimitInvalid }),
});

export type UserSearchArgs = { keyword: unknown; offset?: number | null; limit?: number | null };
export type UpdateProfileArgs = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'name'
    | 'userName'
    | 'gender'
    | 'dateOfBirth'
    | 'phoneNumber'
    | 'email'
    | 'bio',
    string | null
  >
>;

/** "First Last", or null when both are missing. */
const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => part && part.trim()).join(' ') || null;

/** Where a request came from, for the audit trail. */
export type ProfileRequestMeta = { requestId?: string | undefined; ip?: string | undefined };

export function usersService({
  users,
  legal,
  clock,
  audit,
}: {
  users: UsersRepository;
  legal: LegalService;
  clock: Clock;
  audit?: AuditService;
}) {
  const view = (row: UserRow, viewer: Viewer | null): UserView => {
    const isSelf = viewer?.userId === row.id;
    return { row, isSelf, canSeePrivate: isSelf || viewer?.isAdmin === true };
  };

  /**
   * The profile fields of `/auth/sign-up-2` and the profile page: the shared profile schema, plus first
   * and last name and email with their sign-up rules; "today" for the date of birth is the server clock's.
   */
  const updateProfileSchema = profileUpdateSchema.extend({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    email: emailSchema.optional(),
    dateOfBirth: makeDateOfBirthSchema(() => clock.now()).optional(),
  });

  async function current(viewer: Viewer): Promise<UserRow> {
    const row = await users.byId(viewer.userId);
    if (!row) throw notFound(USERS_MESSAGES.userNotFound);
    return row;
  }

  return {
    view,
    isComplete: (row: UserViewRow) => isProfileComplete(row),
    async agreedToCurrentTerms(row: UserViewRow): Promise<boolean> {
      const current = await legal.currentVersion();
      return current === null || (row.acceptedTermsVersion ?? 0) >= current;
    },

    async me(viewer: Viewer): Promise<UserView> {
      return view(await current(viewer), viewer);
    },

    /**
     * One user by id; unknown and deleted accounts are NOT_FOUND, and so are deactivated ones for anyone
     * but the user and administrators.
     */
    async user(viewer: Viewer, userId: string): Promise<UserView> {
      const row = isUuid(userId) ? await users.byId(userId) : undefined;
      if (!row || row.deletedAt) throw notFound(USERS_MESSAGES.userNotFound);
      const shown = view(row, viewer);
      if (row.deactivatedAt && !shown.canSeePrivate) throw notFound(USERS_MESSAGES.userNotFound);
      return shown;
    },

    /** User search (accounts §5, §7): offset paging, 10 by default, at most 50 a page. */
    async searchUsers(
      viewer: Viewer,
      args: UserSearchArgs,
    ): Promise<{ nodes: UserView[]; totalCount: number }> {
      const { keyword, offset, limit } = parseInput(searchSchema, {
        keyword: args.keyword,
        offset: args.offset ?? 0,
        limit: args.limit ?? USER_SEARCH_PAGE_SIZE,
      });
      const { rows, totalCount } = await users.search(
        keyword,
        { offset, limit },
        { showDeactivatedOf: viewer.userId, matchEmail: viewer.isAdmin },
      );
      return { nodes: rows.map((row) => view(row, viewer)), totalCount };
    },

    /** Accepting the terms: only the current version (the one termsAndPrivacy answers) is accepted. */
    async acceptTerms(viewer: Viewer, version: number): Promise<UserView> {
      const currentVersion = await legal.currentVersion();
      if (currentVersion === null || version !== currentVersion) {
        throw badInput(DECIDED_MESSAGES.termsVersionInvalid, { field: 'version' });
      }
      const row = await users.update(viewer.userId, {
        acceptedTermsVersion: version,
        updatedAt: clock.now(),
      });
      if (!row) throw notFound(USERS_MESSAGES.userNotFound);
      return view(row, viewer);
    },

    /**
     * Profile completion (`/auth/sign-up-2`) and profile edits: only the fields given change. The email
     * can be set only while the account has none; a new phone number must be verified again.
     */
    async updateProfile(viewer: Viewer, input: UpdateProfileArgs): Promise<UserView> {
      const given = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
      );
      const payload = parseInput(updateProfileSchema, given);
      const row = await current(viewer);
      const changes: Partial<NewUser> = {};

      if (payload.firstName !== undefined) changes.firstName = payload.firstName;
      if (payload.lastName !== undefined) changes.lastName = payload.lastName;
      if (payload.name !== undefined) {
        changes.name = payload.name;
      } else if (changes.firstName !== undefined || changes.lastName !== undefined) {
        // The display name follows first and last name unless the user chose a different one.
        if (!row.name || row.name === fullName(row.firstName, row.lastName)) {
          changes.name = fullName(changes.firstName ?? row.firstName, changes.lastName ?? row.lastName);
        }
      }
      if (payload.gender !== undefined) changes.gender = payload.gender;
      if (payload.dateOfBirth !== undefined) changes.dateOfBirth = payload.dateOfBirth;
      if (payload.bio !== undefined) changes.bio = payload.bio === '' ? null : payload.bio;

      if (payload.userName !== undefined && payload.userName !== row.userName) {
        if (await users.isLoginTaken(payload.userName, row.id)) {
          throw new DomainError('CONFLICT', USERS_MESSAGES.userNameTaken, { field: 'userName' });
        }
        changes.userName = payload.userName;
      }

      if (payload.email !== undefined && payload.email !== row.email?.toLowerCase()) {
        if (row.email) throw badInput(USERS_MESSAGES.emailAlreadySet, { field: 'email' });
        if (await users.isLoginTaken(payload.email, row.id)) {
          throw new DomainError('CONFLICT', MESSAGES.emailAlreadyRegistered, { field: 'email' });
        }
        changes.email = payload.email;
        changes.emailVerifiedAt = null;
      }

      if (payload.phoneNumber !== undefined && payload.phoneNumber !== row.phoneNumber) {
        // A verified number changes only through a code texted to the new one (startPhoneNumberChange).
        if (row.phoneVerifiedAt) {
          throw badInput(PHONE_CHANGE_MESSAGES.verifiedNumberLocked, { field: 'phoneNumber' });
        }
        const holder = await users.byPhone(payload.phoneNumber);
        if (holder && holder.id !== row.id) {
          throw new DomainError('CONFLICT', AUTH_MESSAGES.phoneTaken, { field: 'phoneNumber' });
        }
        changes.phoneNumber = payload.phoneNumber;
        changes.phoneVerifiedAt = null;
      }

      if (Object.keys(changes).length === 0) return view(row, viewer);
      changes.updatedAt = clock.now();
      let updated: UserRow | undefined;
      try {
        updated = await users.update(row.id, changes);
      } catch (err) {
        // Two accounts claiming the same value at once: the unique index decides.
        const index = uniqueViolation(err);
        if (index === 'users_phone_number_key') {
          throw new DomainError('CONFLICT', AUTH_MESSAGES.phoneTaken, { field: 'phoneNumber' });
        }
        if (index === 'users_email_key') {
          throw new DomainError('CONFLICT', MESSAGES.emailAlreadyRegistered, { field: 'email' });
        }
        if (index) throw new DomainError('CONFLICT', USERS_MESSAGES.userNameTaken, { field: 'userName' });
        throw err;
      }
      if (!updated) throw notFound(USERS_MESSAGES.userNotFound);
      return view(updated, viewer);
    },

    /** The user's social media accounts (public). */
    async socialMedias(userId: string): Promise<{ provider: string; value: string }[]> {
      const rows = await users.socialAccounts(userId);
      return rows.map(({ provider, value }) => ({ provider, value }));
    },

    emailSubscriptions: (row: UserViewRow) => emailSubscriptionsOf(row.emailSubscriptions),

    /** Sets the postal address and the country (excluded countries are refused). */
    async updateAddress(viewer: Viewer, input: Record<string, unknown>): Promise<UserView> {
      const { countryCode, ...address } = parseInput(addressSchema, input);
      return save(viewer, { address, countryCode });
    },

    /** Adds or replaces the handle or link for one social provider. */
    async setSocialMedia(viewer: Viewer, provider: unknown, value: unknown): Promise<UserView> {
      const parsed = parseInput(socialMediaSchema, { provider, value });
      await users.upsertSocialAccount(viewer.userId, parsed.provider, parsed.value, clock.now());
      return view(await current(viewer), viewer);
    },

    /** Removes the account for one social provider; removing one that is not set is not an error. */
    async removeSocialMedia(viewer: Viewer, provider: unknown): Promise<UserView> {
      const parsed = parseInput(socialProviderSchema, provider);
      await users.deleteSocialAccount(viewer.userId, parsed);
      return view(await current(viewer), viewer);
    },

    /** Turns subscriptions on or off; the ones left out or null keep their value. */
    async updateEmailSubscriptions(viewer: Viewer, input: Record<string, unknown>): Promise<UserView> {
      const given = parseInput(emailSubscriptionsSchema, input);
      const row = await current(viewer);
      const next: Partial<Record<string, boolean>> = { ...(row.emailSubscriptions ?? {}) };
      for (const [name, value] of Object.entries(given)) {
        if (typeof value === 'boolean') next[name] = value;
      }
      return save(viewer, { emailSubscriptions: next });
    },

    /** Records the walkthrough steps the user has completed (the whole list; an empty list resets it). */
    async updateWalkthrough(viewer: Viewer, steps: unknown): Promise<UserView> {
      return save(viewer, { walkthrough: parseInput(walkthroughSchema, steps) });
    },

    /** Hides the profile from other users; sign-in keeps working. Deactivating twice changes nothing. */
    async deactivateAccount(viewer: Viewer, meta: ProfileRequestMeta = {}): Promise<UserView> {
      const row = await current(viewer);
      if (row.deactivatedAt) return view(row, viewer);
      const updated = await save(viewer, { deactivatedAt: clock.now() });
      await audit?.record({
        actorId: viewer.impersonatorId ?? viewer.userId,
        subjectId: viewer.userId,
        action: 'account.deactivated',
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return updated;
    },

    /** Shows the profile again. Activating an active account changes nothing. */
    async activateAccount(viewer: Viewer, meta: ProfileRequestMeta = {}): Promise<UserView> {
      const row = await current(viewer);
      if (!row.deactivatedAt) return view(row, viewer);
      const updated = await save(viewer, { deactivatedAt: null });
      await audit?.record({
        actorId: viewer.impersonatorId ?? viewer.userId,
        subjectId: viewer.userId,
        action: 'account.activated',
        details: { deactivatedAt: row.deactivatedAt.toISOString() },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return updated;
    },
  };

  async function save(viewer: Viewer, changes: Partial<NewUser>): Promise<UserView> {
    const updated = await users.update(viewer.userId, { ...changes, updatedAt: clock.now() });
    if (!updated) throw notFound(USERS_MESSAGES.userNotFound);
    return view(updated, viewer);
  }
}

export type UsersService = ReturnType<typeof usersService>;
