import { z } from 'zod';
import { isPlainText, nameText, PLAIN_TEXT } from '../common/text';
import { isMediaUrl } from '../media/urls';
import { ACHIEVEMENT_LIMITS as L, ACHIEVEMENT_SLUG_PATTERN } from './constants';
import { ACHIEVEMENT_BADGE_TYPES } from './enums';
import { ACHIEVEMENT_MESSAGES as M } from './messages';

/**
 * The achievement form's input (domain §3 Achievement; docs/decisions/127), used by the web form and by the server
 * (which adds what needs the database: slug taken, supply below awarded, who may do what). No id: create.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const windowEdge = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((v) => v === '' || (ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))), {
    error: M.dateInvalid,
  })
  .nullish()
  .transform((v) => (v ? new Date(v) : null))
  .refine((d) => d === null || d.getTime() % (L.minuteStep * 60_000) === 0, { error: M.stepInvalid });

export const achievementSlugSchema = z
  .string({ error: M.slugInvalid })
  .trim()
  .toLowerCase()
  .min(L.slugMin, { error: M.slugInvalid, abort: true })
  .max(L.slugMax, { error: M.slugInvalid, abort: true })
  .regex(ACHIEVEMENT_SLUG_PATTERN, { error: M.slugInvalid, abort: true })
  .refine((v) => !UUID.test(v), { error: M.slugInvalid });

export const achievementInputSchema = z
  .object({
    achievementId: z
      .string()
      .regex(UUID, { error: M.notFound })
      .nullish()
      .transform((v) => v ?? null),
    clubId: z.string({ error: M.notFound }).regex(UUID, { error: M.notFound }),
    displayName: nameText(M.displayNameRequired, L.displayNameMax, M.displayNameTooLong),
    slug: achievementSlugSchema,
    bio: z
      .string({ error: M.bioTooLong })
      .trim()
      .max(L.bioMax, { error: M.bioTooLong })
      .refine(isPlainText, PLAIN_TEXT)
      .nullish()
      .transform((v) => (v ? v : null)),
    avatarUrl: z
      .string({ error: M.urlInvalid })
      .trim()
      .max(L.urlMax, { error: M.urlInvalid })
      .refine((v) => v === '' || isMediaUrl(v), { error: M.urlInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
    category: z.enum(ACHIEVEMENT_BADGE_TYPES, { error: M.categoryRequired }),
    isHidden: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    activeFrom: windowEdge,
    activeTo: windowEdge,
    maxSupply: z
      .number({ error: M.maxSupplyInvalid })
      .int({ error: M.maxSupplyInvalid })
      .min(1, { error: M.maxSupplyInvalid })
      .max(L.maxSupplyMax, { error: M.maxSupplyInvalid })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => !v.activeFrom || !v.activeTo || v.activeFrom < v.activeTo, {
    error: M.windowInvalid,
    path: ['activeTo'],
  });
export type AchievementInput = z.input<typeof achievementInputSchema>;
export type AchievementPayload = z.output<typeof achievementInputSchema>;
