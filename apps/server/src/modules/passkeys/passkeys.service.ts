import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  MESSAGES,
  PASSKEY_MESSAGES,
  type PasskeyLoginOptionsPayload,
  type PasskeyRegisterOptionsPayload,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { DomainError, type ErrorCode } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { uniqueViolation } from '../../platform/db/executor';
import type { ChallengePurpose, ChallengeRow, PasskeyRow, PasskeysRepository } from './passkeys.repository';
import { isUuid } from '../../platform/ids';
import type { AuthInfo, AuthService, RequestMeta } from '../auth/auth.module';
import type { UserRow, UsersRepository } from '../users/users.module';

/** A challenge (the `token` sent back with the response) is single use and lives 5 minutes. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const PASSKEY_RATE_RULES = {
  loginOptionsPerIp: { name: 'passkey-login-options-ip', points: 30, durationSeconds: 60 },
  loginPerIp: { name: 'passkey-login-ip', points: 30, durationSeconds: 60 },
} satisfies Record<string, RateRule>;

const token = z.string({ error: PASSKEY_MESSAGES.challengeInvalid }).trim();
const b64url = z.string({ error: PASSKEY_MESSAGES.responseInvalid }).regex(/^[A-Za-z0-9_-]*={0,2}$/, {
  error: PASSKEY_MESSAGES.responseInvalid,
});
const credentialShape = {
  id: b64url.min(1, { error: PASSKEY_MESSAGES.responseInvalid }),
  rawId: b64url,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseInvalid }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().optional(),
};

export const registerInput = z.object({
  attestationResponse: z.looseObject(
    {
      ...credentialShape,
      response: z.looseObject(
        {
          clientDataJSON: b64url,
          attestationObject: b64url,
          transports: z.array(z.string()).optional(),
        },
        { error: PASSKEY_MESSAGES.responseInvalid },
      ),
    },
    { error: PASSKEY_MESSAGES.responseInvalid },
  ),
  token,
  /** What to call the passkey in the list; by default 'Passkey' and the date. */
  name: z
    .string({ error: PASSKEY_MESSAGES.nameInvalid })
    .trim()
    .min(1, { error: PASSKEY_MESSAGES.nameInvalid })
    .max(64, { error: PASSKEY_MESSAGES.nameInvalid })
    .optional(),
});

export const loginInput = z.object({
  assertionResponse: z.looseObject(
    {
      ...credentialShape,
      response: z.looseObject(
        {
          clientDataJSON: b64url,
          authenticatorData: b64url,
          signature: b64url,
          userHandle: b64url.optional(),
        },
        { error: PASSKEY_MESSAGES.responseInvalid },
      ),
    },
    { error: PASSKEY_MESSAGES.responseInvalid },
  ),
  token,
});

/** What the viewer sees of one of their passkeys. */
export type PasskeySummary = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: string | null;
  backedUp: boolean;
  transports: string[];
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function summarize(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    transports: row.transports ?? [],
  };
}

/** The WebAuthn user handle: the user's id, so one authenticator keeps one passkey per account. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

type Deps = {
  repo: PasskeysRepository;
  users: UsersRepository;
  auth: Pick<AuthService, 'signInAs'>;
  rateLimiter: RateLimiter;
  config: Config;
  clock: Clock;
};

export function passkeysService({ repo, users, auth, rateLimiter, config, clock }: Deps) {
  const { rpId, rpName, origin } = config.webauthn;

  async function issueChallenge(purpose: ChallengePurpose, challenge: string, userId: string | null) {
    const now = clock.now();
    return repo.insertChallenge({
      purpose,
      challenge,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    });
  }

  /**
   * Spends the challenge named by `token` before anything is verified, so it serves once whatever the
   * outcome; `userId` undefined accepts any owner. Throws `code` with the reason otherwise.
   */
  async function spendChallenge(
    tokenValue: string,
    purpose: ChallengePurpose,
    userId: string | undefined,
    code: ErrorCode,
  ): Promise<ChallengeRow> {
    if (!isUuid(tokenValue)) throw new DomainError(code, PASSKEY_MESSAGES.challengeInvalid);
    const now = clock.now();
    const spent = await repo.consumeChallenge(tokenValue, purpose, userId, now);
    if (spent) return spent;
    const row = await repo.challengeById(tokenValue);
    if (!row || row.purpose !== purpose || (userId !== undefined && row.userId !== userId)) {
      throw new DomainError(code, PASSKEY_MESSAGES.challengeInvalid);
    }
    if (row.consumedAt) throw new DomainError(code, PASSKEY_MESSAGES.challengeUsed);
    throw new DomainError(code, PASSKEY_MESSAGES.challengeExpired);
  }

  async function defaultName(userId: string): Promise<string> {
    const base = `Passkey ${DATE_FORMAT.format(clock.now())}`;
    const taken = new Set((await repo.listByUser(userId)).map((row) => row.name));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
  }

  return {
    /** The viewer's passkeys, oldest first. */
    async passkeyCredentials(viewer: Viewer): Promise<PasskeySummary[]> {
      return (await repo.listByUser(viewer.userId)).map(summarize);
    },

    /** POST /auth/passkey/register/options: creation options for a new passkey on the viewer's account. */
    async registrationOptions(
      viewer: Viewer,
      input: PasskeyRegisterOptionsPayload,
    ): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; token: string }> {
      if (viewer.isDeleted) throw new DomainError('AUTH_NOT_AUTHORIZED', MESSAGES.unauthorized);
      if (viewer.impersonatorId) throw new DomainError('AUTH_NOT_AUTHORIZED', PASSKEY_MESSAGES.impersonating);
      const user = viewer.user;
      const userName =
        input.userName ??
        (user.emailVerifiedAt ? user.email : null) ??
        user.email ??
        user.userName ??
        user.id;
      const existing = await repo.listByUser(user.id);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName,
        userID: userHandleOf(user.id),
        userDisplayName: input.displayName ?? user.name ?? userName,
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.id,
          ...(row.transports?.length ? { transports: row.transports } : {}),
        })),
        // Discoverable credentials: login options never list an account's passkeys (decision 043).
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { options, token: await issueChallenge('register', options.challenge, user.id) };
    },

    /** POST /auth/passkey/register: verifies the authenticator's attestation and stores the passkey. */
    async register(viewer: Viewer, input: z.output<typeof registerInput>): Promise<PasskeySummary> {
      if (viewer.isDeleted) throw new DomainError('AUTH_NOT_AUTHORIZED', MESSAGES.unauthorized);
      if (viewer.impersonatorId) throw new DomainError('AUTH_NOT_AUTHORIZED', PASSKEY_MESSAGES.impersonating);
      const challenge = await spendChallenge(input.token, 'register', viewer.userId, 'BAD_USER_INPUT');
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.attestationResponse as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          // userVerification is 'preferred': a passkey without a PIN or biometric check is accepted.
          requireUserVerification: false,
        });
      } catch {
        throw new DomainError('BAD_USER_INPUT', PASSKEY_MESSAGES.notVerified);
      }
      if (!verification.verified) throw new DomainError('BAD_USER_INPUT', PASSKEY_MESSAGES.notVerified);
      const info = verification.registrationInfo;
      const now = clock.now();
      try {
        const row = await repo.insert({
          id: info.credential.id,
          userId: viewer.userId,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: input.name ?? (await defaultName(viewer.userId)),
          createdAt: now,
        });
        return summarize(row);
      } catch (err) {
        if (uniqueViolation(err)) throw new DomainError('CONFLICT', PASSKEY_MESSAGES.alreadyRegistered);
        throw err;
      }
    },

    /**
     * POST /auth/passkey/login/options. Always a discoverable-credential login (allowCredentials empty), so the
     * answer is the same for an unknown userName, a user without passkeys and a user with some: it reveals
     * nobody's passkeys (docs/decisions/043). A known userName only binds the challenge to that account.
     */
    async authenticationOptions(
      input: PasskeyLoginOptionsPayload,
      meta: RequestMeta,
    ): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
      await rateLimiter.consume(PASSKEY_RATE_RULES.loginOptionsPerIp, meta.ip);
      const user = input.userName ? await users.byLogin(input.userName) : undefined;
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        userVerification: 'preferred',
        allowCredentials: [],
      });
      return { options, token: await issueChallenge('login', options.challenge, user?.id ?? null) };
    },

    /** POST /auth/passkey/login: verifies the assertion and signs the passkey's owner in. */
    async login(input: z.output<typeof loginInput>, meta: RequestMeta): Promise<AuthInfo> {
      await rateLimiter.consume(PASSKEY_RATE_RULES.loginPerIp, meta.ip);
      const fail = (message: string) => new DomainError('AUTH_NOT_AUTHENTICATED', message);
      const challenge = await spendChallenge(input.token, 'login', undefined, 'AUTH_NOT_AUTHENTICATED');
      const response = input.assertionResponse as unknown as AuthenticationResponseJSON;
      const credential = await repo.byId(response.id);
      if (!credential) throw fail(PASSKEY_MESSAGES.unknownCredential);
      // Options asked for one user's passkeys: a passkey of another account does not answer them.
      if (challenge.userId && challenge.userId !== credential.userId) {
        throw fail(PASSKEY_MESSAGES.unknownCredential);
      }
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(credential.userId)).toString('base64url')) {
        throw fail(PASSKEY_MESSAGES.notVerified);
      }
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: credential.id,
            publicKey: new Uint8Array(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
          },
          requireUserVerification: false,
        });
      } catch (err) {
        // The library refuses a counter that did not increase (a cloned authenticator).
        const counter = err instanceof Error && /counter/i.test(err.message);
        throw fail(counter ? PASSKEY_MESSAGES.counterNotIncreased : PASSKEY_MESSAGES.notVerified);
      }
      if (!verification.verified) throw fail(PASSKEY_MESSAGES.notVerified);
      const info = verification.authenticationInfo;
      const recorded = await repo.recordUse(credential.id, {
        counter: info.newCounter,
        lastUsedAt: clock.now(),
        backedUp: info.credentialBackedUp,
        deviceType: info.credentialDeviceType,
      });
      // Gone meanwhile, or a racing assertion already moved the counter to this value.
      if (!recorded) {
        throw fail(
          (await repo.byId(credential.id))
            ? PASSKEY_MESSAGES.counterNotIncreased
            : PASSKEY_MESSAGES.unknownCredential,
        );
      }
      const user: UserRow | undefined = await users.byId(credential.userId);
      if (!user) throw fail(PASSKEY_MESSAGES.unknownCredential);
      return auth.signInAs(user, 'passkey', meta);
    },

    /** deletePasskey: only the owner's; another user's id is NOT_FOUND. */
    async deletePasskey(viewer: Viewer, id: string): Promise<boolean> {
      if (!(await repo.deleteForUser(id, viewer.userId))) {
        throw new DomainError('NOT_FOUND', PASSKEY_MESSAGES.notFound);
      }
      return true;
    },
  };
}

export type PasskeysService = ReturnType<typeof passkeysService>;
