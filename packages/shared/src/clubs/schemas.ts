import { z } from 'zod';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import { isMediaUrl } from '../media/urls';
import { SOCIAL_PROVIDERS } from '../users/enums';
import {
  CLUB_COLOR_PATTERN,
  CLUB_DEFAULT_COLORS,
  CLUB_LIMITS as L,
  CLUB_RESERVED_SLUGS,
  CLUB_SLUG_PATTERN,
} from './constants';
import { CLUB_ROLES } from './enums';
import { CLUB_MESSAGES as M } from './messages';
import { CLUB_ACCESSES, CLUB_TEAM_KINDS, isCollaboratorRole } from './permissions';

/**
 * Rep club inputs (domain §3 Club; docs/decisions/093–095, 098): one schema per input, used by the web forms and
 * by the server (which adds what needs the database: slug taken, who may do what). Optional fields accept null.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const clubSlugSchema = z
  .string({ error: M.slugRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: M.slugRequired, abort: true })
  .min(L.slugMin, { error: M.slugInvalid, abort: true })
  .max(L.slugMax, { error: M.slugInvalid, abort: true })
  .regex(CLUB_SLUG_PATTERN, { error: M.slugInvalid, abort: true })
  .refine((v) => !UUID.test(v), { error: M.slugInvalid, abort: true })
  .refine((v) => !(CLUB_RESERVED_SLUGS as readonly string[]).includes(v), { error: M.slugReserved });

const displayName = nameText(M.displayNameRequired, L.displayNameMax, M.displayNameTooLong);

const bio = z
  .string({ error: M.bioTooLong })
  .trim()
  .max(L.bioMax, { error: M.bioTooLong })
  .refine(isPlainText, PLAIN_TEXT)
  .nullish()
  .transform((v) => (v ? v : null));

const color = z.string({ error: M.colorInvalid }).trim().regex(CLUB_COLOR_PATTERN, { error: M.colorInvalid });

export const clubColorsSchema = z.object({ primary: color, secondary: color });
export type ClubColors = z.output<typeof clubColorsSchema>;

/** An http(s) link (an uploaded image's URL); blank becomes null. */
const imageUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(L.urlMax, { error: M.urlInvalid })
  .refine((v) => v === '' || isMediaUrl(v), { error: M.urlInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

export const clubSocialAccountSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: M.socialProviderInvalid }),
  handle: z
    .string({ error: M.socialHandleInvalid })
    .trim()
    .min(1, { error: M.socialHandleInvalid })
    .max(L.socialHandleMax, { error: M.socialHandleInvalid })
    .refine(isSingleLine, SINGLE_LINE),
});
export type ClubSocialAccount = z.output<typeof clubSocialAccountSchema>;

const socialAccounts = z
  .array(clubSocialAccountSchema, { error: M.socialAccountsTooMany })
  .max(L.socialAccountsMax, { error: M.socialAccountsTooMany });

const access = z.enum(CLUB_ACCESSES);

export const createClubSchema = z.object({
  displayName,
  slug: clubSlugSchema,
  bio,
  colors: clubColorsSchema.nullish().transform((v) => v ?? { ...CLUB_DEFAULT_COLORS }),
  avatarUrl: imageUrl,
  coverUrl: imageUrl,
  access: access.nullish().transform((v) => v ?? 'PUBLIC'),
  socialAccounts: socialAccounts.nullish().transform((v) => v ?? []),
});
export type CreateClubPayload = z.output<typeof createClubSchema>;

/** Fields left out (undefined) keep their value; null clears an optional one. */
export const updateClubSchema = z.object({
  displayName: displayName.optional(),
  bio: bio.optional(),
  colors: clubColorsSchema.optional(),
  avatarUrl: imageUrl.optional(),
  coverUrl: imageUrl.optional(),
  access: access.optional(),
  socialAccounts: socialAccounts.optional(),
});
export type UpdateClubPayload = z.output<typeof updateClubSchema>;

export const clubTierSchema = z.object({
  name: nameText(M.tierNameRequired, L.tierNameMax, M.tierNameTooLong),
  colors: clubColorsSchema,
  minimumPoints: z
    .number({ error: M.tierPointsInvalid })
    .int({ error: M.tierPointsInvalid })
    .min(0, { error: M.tierPointsInvalid })
    .max(L.tierMinimumPointsMax, { error: M.tierPointsInvalid }),
  imageUrl,
});
export type ClubTierPayload = z.output<typeof clubTierSchema>;

/** A club's tiers in level order (level = position + 1): names unique, minimum points strictly increasing. */
export const clubTiersSchema = z
  .array(clubTierSchema, { error: M.tiersTooMany })
  .max(L.tiersMax, { error: M.tiersTooMany })
  .superRefine((tiers, ctx) => {
    const names = new Set<string>();
    tiers.forEach((tier, i) => {
      const key = tier.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: 'custom', message: M.tierNameDuplicate, path: [i, 'name'] });
      names.add(key);
      const before = tiers[i - 1];
      if (before && tier.minimumPoints <= before.minimumPoints)
        ctx.addIssue({ code: 'custom', message: M.tierPointsNotIncreasing, path: [i, 'minimumPoints'] });
    });
  });

export const clubInviteSchema = z
  .object({
    clubId: z.string().regex(UUID, { error: M.notFound }),
    kind: z.enum(CLUB_TEAM_KINDS),
    role: z
      .enum(CLUB_ROLES)
      .nullish()
      .transform((v) => v ?? null),
    userId: z
      .string()
      .regex(UUID, { error: M.inviteTargetRequired })
      .nullish()
      .transform((v) => v ?? null),
    email: z
      .string({ error: M.inviteEmailInvalid })
      .trim()
      .toLowerCase()
      .max(254, { error: M.inviteEmailInvalid })
      .refine((v) => v === '' || EMAIL.test(v), { error: M.inviteEmailInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
    memo: z
      .string({ error: M.inviteMemoTooLong })
      .trim()
      .max(L.inviteMemoMax, { error: M.inviteMemoTooLong })
      .refine(isPlainText, PLAIN_TEXT)
      .nullish()
      .transform((v) => (v ? v : null)),
    expiresAt: z
      .string({ error: M.inviteExpiryInPast })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: M.inviteExpiryInPast })
      .transform((v) => new Date(v))
      .nullish()
      .transform((v) => v ?? null),
    usesPerInvite: z
      .number({ error: M.inviteUsesInvalid })
      .int({ error: M.inviteUsesInvalid })
      .min(1, { error: M.inviteUsesInvalid })
      .max(L.inviteUsesMax, { error: M.inviteUsesInvalid })
      .nullish()
      .transform((v) => v ?? 1),
  })
  .superRefine((v, ctx) => {
    if (v.userId && v.email)
      ctx.addIssue({ code: 'custom', message: M.inviteTargetRequired, path: ['email'] });
    if (v.kind === 'COLLABORATOR' && !v.role)
      ctx.addIssue({ code: 'custom', message: M.inviteRoleRequired, path: ['role'] });
    if (v.kind === 'COLLABORATOR' && v.role && !isCollaboratorRole(v.role))
      ctx.addIssue({ code: 'custom', message: M.inviteCollaboratorRole, path: ['role'] });
    if ((v.userId || v.email) && v.usesPerInvite !== 1)
      ctx.addIssue({ code: 'custom', message: M.inviteUsesInvalid, path: ['usesPerInvite'] });
  });
export type ClubInvitePayload = z.output<typeof clubInviteSchema>;
