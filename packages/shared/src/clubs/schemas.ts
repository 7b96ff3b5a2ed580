import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../users/enums';
import { CLUB_DEFAULT_COLORS, CLUB_LIMITS as L, CLUB_SLUG_PATTERN } from './constants';
import { CLUB_ROLES } from './enums';
import { CLUB_MESSAGES as M } from './messages';

/**
 * Club inputs (domain §3, §5; contract of issue 15). One schema per input, used by the web forms and by the
 * server; the server adds what needs the database (slug taken, who may invite whom). Optional fields accept
 * null or leave-out (GraphQL inputs send null).
 */

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));

const optionalUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(L.urlMax, { error: M.urlInvalid })
  .refine((v) => v === '' || /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/i.test(v), { error: M.urlInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

const hexColor = z
  .string({ error: M.colorInvalid })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: M.colorInvalid })
  .transform((v) => v.toUpperCase());

/** Two colours of a club or a tier, as #RRGGBB (upper case). */
export const clubColorsSchema = z.object({ primary: hexColor, secondary: hexColor });

/** The link of a club (/rep-clubs/{slug}). */
export const clubSlugSchema = z
  .string({ error: M.slugRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: M.slugRequired, abort: true })
  .min(L.slugMin, { error: M.slugInvalid })
  .max(L.slugMax, { error: M.slugInvalid })
  .regex(CLUB_SLUG_PATTERN, { error: M.slugInvalid });

export const clubSocialAccountSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: M.socialProviderInvalid }),
  handle: z
    .string({ error: M.socialHandleRequired })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .min(1, { error: M.socialHandleRequired, abort: true })
        .max(L.handleMax, { error: M.socialHandleTooLong }),
    ),
});

/** A club's social accounts: at most one per network. */
export const clubSocialAccountsSchema = z
  .array(clubSocialAccountSchema)
  .max(L.socialAccountsMax, { error: M.socialAccountsTooMany })
  .refine((list) => new Set(list.map((a) => a.provider)).size === list.length, {
    error: M.socialProviderDuplicate,
  });

const displayName = z
  .string({ error: M.displayNameRequired })
  .trim()
  .min(1, { error: M.displayNameRequired, abort: true })
  .max(L.displayNameMax, { error: M.displayNameTooLong });

export const CLUB_ACCESS_VALUES = ['PUBLIC', 'PRIVATE'] as const;
export type ClubAccessValue = (typeof CLUB_ACCESS_VALUES)[number];

export const createClubSchema = z.object({
  displayName,
  slug: clubSlugSchema,
  bio: optionalText(L.bioMax, M.bioTooLong),
  colors: clubColorsSchema.nullish().transform((v) => v ?? { ...CLUB_DEFAULT_COLORS }),
  avatarUrl: optionalUrl,
  coverUrl: optionalUrl,
  access: z
    .enum(CLUB_ACCESS_VALUES)
    .nullish()
    .transform((v) => v ?? 'PUBLIC'),
  socialAccounts: clubSocialAccountsSchema.nullish().transform((v) => v ?? []),
});
export type CreateClubInput = z.input<typeof createClubSchema>;
export type CreateClubValues = z.output<typeof createClubSchema>;

/** A change of a club: only the fields given change (the slug has its own call, changeClubSlug). */
export const updateClubSchema = z.object({
  displayName: displayName.nullish(),
  bio: optionalText(L.bioMax, M.bioTooLong),
  colors: clubColorsSchema.nullish(),
  avatarUrl: optionalUrl,
  coverUrl: optionalUrl,
  access: z.enum(CLUB_ACCESS_VALUES).nullish(),
  socialAccounts: clubSocialAccountsSchema.nullish(),
});
export type UpdateClubInput = z.input<typeof updateClubSchema>;
export type UpdateClubValues = z.output<typeof updateClubSchema>;

/** One tier; its level is its position in the list (1-based). */
export const clubTierSchema = z.object({
  name: z
    .string({ error: M.tierNameRequired })
    .trim()
    .min(1, { error: M.tierNameRequired, abort: true })
    .max(L.tierNameMax, { error: M.tierNameTooLong }),
  colors: clubColorsSchema,
  minimumPoints: z
    .number({ error: M.tierPointsInvalid })
    .int({ error: M.tierPointsInvalid })
    .min(0, { error: M.tierPointsInvalid })
    .max(L.minimumPointsMax, { error: M.tierPointsInvalid }),
  imageUrl: optionalUrl,
});
export type ClubTierInput = z.input<typeof clubTierSchema>;

/** A club's tiers in level order: at least one, minimum points strictly increasing (decision 095). */
export const clubTiersSchema = z
  .array(clubTierSchema)
  .min(1, { error: M.tiersRequired })
  .max(L.tiersMax, { error: M.tiersTooMany })
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      if (index > 0 && tier.minimumPoints <= tiers[index - 1]!.minimumPoints)
        ctx.addIssue({ code: 'custom', message: M.tiersNotIncreasing, path: [index, 'minimumPoints'] });
    });
  });

/** Roles a collaborator (an outside partner) may hold. */
export const CLUB_COLLABORATOR_ROLES = ['EVENT_MANAGER', 'OFFER_MANAGER'] as const;

/** A team invite (role given) or a membership invite (role null); to a user or an e-mail address. */
export const clubInviteSchema = z
  .object({
    clubId: z.string().trim().min(1),
    kind: z.enum(['MEMBER', 'COLLABORATOR']),
    role: z.enum(CLUB_ROLES, { error: M.roleRequired }).nullish(),
    userId: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null)),
    email: z
      .string({ error: M.emailInvalid })
      .trim()
      .toLowerCase()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || z.email().safeParse(v).success, { error: M.emailInvalid }),
    memo: optionalText(L.memoMax, M.memoTooLong),
    expiresAt: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || !Number.isNaN(Date.parse(v)), { error: M.expiryInvalid }),
    usesPerInvite: z
      .number({ error: M.usesInvalid })
      .int({ error: M.usesInvalid })
      .min(1, { error: M.usesInvalid })
      .max(L.usesPerInviteMax, { error: M.usesInvalid })
      .nullish()
      .transform((v) => v ?? 1),
  })
  .superRefine((invite, ctx) => {
    if (invite.userId && invite.email)
      ctx.addIssue({ code: 'custom', message: M.inviteeBoth, path: ['email'] });
    if (
      invite.kind === 'COLLABORATOR' &&
      invite.role &&
      !(CLUB_COLLABORATOR_ROLES as readonly string[]).includes(invite.role)
    )
      ctx.addIssue({ code: 'custom', message: M.collaboratorRoleInvalid, path: ['role'] });
  });
export type ClubInviteInput = z.input<typeof clubInviteSchema>;
