/**
 * Offer inputs (domain §2 offer wizard, §3 Offer, §4, §5; docs/decisions/131, 132). One schema per wizard step
 * (details, requirements, time frame, settings, redemption, achievement) and the whole offer, used by the web
 * wizard and by the server; the server adds what needs the database (slug taken, tiers, ticket types,
 * achievements) and passes its own clock for "start in the future".
 *
 * Optional fields accept null or leave-out (GraphQL inputs send null).
 */
import { z } from 'zod';
import { DISTANCE_UNITS } from '../common/enums';
import { isMediaUrl } from '../media/urls';
import { REDEEM_TYPES } from '../rewards/enums';
import { SIGN_IN_PROVIDERS } from '../auth/enums';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import {
  OFFER_ACCESS,
  OFFER_LIMITS as L,
  OFFER_SLUG_PATTERN,
  OFFER_TIME_STEP_MINUTES,
  REWARD_MEMBERS_OFFER_SUB_TYPES,
} from './constants';
import {
  BUY_POINTS_OFFER_SUB_TYPES,
  EARN_POINTS_OFFER_SUB_TYPES,
  EARN_STATUS_OFFER_SUB_TYPES,
  OFFER_CATEGORIES,
  OFFER_KINDS,
  OFFER_PROGRAM_TYPES,
  OFFER_REQUIREMENT_MAX_PER_OFFER,
  OFFER_REQUIREMENT_TYPES,
  PARTICIPATION_FILTERS,
  type OfferProgramType,
  type OfferRequirementType,
} from './enums';
import { OFFER_MESSAGES as M, requirementMaxMessage } from './messages';

/** The sub-types of each program (the `{sub_type}` route segments, accounts §2.1). */
export const OFFER_SUB_TYPES_BY_PROGRAM: Readonly<Record<OfferProgramType, readonly string[]>> = {
  'earn-points': EARN_POINTS_OFFER_SUB_TYPES,
  'buy-points': BUY_POINTS_OFFER_SUB_TYPES,
  'earn-status': EARN_STATUS_OFFER_SUB_TYPES,
  'reward-members': REWARD_MEMBERS_OFFER_SUB_TYPES,
};

const optionalText = (max: number, tooLong: string, multiLine = false) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .refine(multiLine ? isPlainText : isSingleLine, multiLine ? PLAIN_TEXT : SINGLE_LINE)
    .nullish()
    .transform((v) => (v ? v : null));

const url = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(L.urlMax, { error: M.urlInvalid })
    .refine(isMediaUrl, { error: M.urlInvalid });

const int = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const optionalInt = (min: number, max: number, message: string) =>
  int(min, max, message)
    .nullish()
    .transform((v) => v ?? null);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const dateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), {
      error: M.dateInvalid,
      abort: true,
    })
    .transform((v) => new Date(v));
const optionalDateTime = dateTime(M.dateInvalid)
  .nullish()
  .transform((v) => v ?? null);

const id = (message: string) => z.string({ error: message }).trim().uuid({ error: message });

// Details -------------------------------------------------------------------------------------------------------

export const offerDetailsSchema = z
  .object({
    programType: z.enum(OFFER_PROGRAM_TYPES, { error: M.programTypeInvalid }),
    subType: z.string({ error: M.subTypeInvalid }).trim(),
    /** Ignored for reward-members (the sub-type names the kind); OTHER when left out. */
    kind: z
      .enum(OFFER_KINDS, { error: M.kindInvalid })
      .nullish()
      .transform((v) => v ?? 'OTHER'),
    category: z
      .enum(OFFER_CATEGORIES, { error: M.categoryInvalid })
      .nullish()
      .transform((v) => v ?? 'Promotion'),
    access: z
      .enum(OFFER_ACCESS, { error: M.accessInvalid })
      .nullish()
      .transform((v) => v ?? 'PUBLIC'),
    displayName: nameText(M.displayNameRequired, L.displayNameMax, M.displayNameTooLong),
    slug: z
      .string({ error: M.slugRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: M.slugRequired, abort: true })
      .min(L.slugMin, { error: M.slugInvalid })
      .max(L.slugMax, { error: M.slugInvalid })
      .regex(OFFER_SLUG_PATTERN, { error: M.slugInvalid }),
    description: optionalText(L.descriptionMax, M.descriptionTooLong, true),
    avatarUrl: url(M.urlInvalid)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((d) => OFFER_SUB_TYPES_BY_PROGRAM[d.programType].includes(d.subType), {
    error: M.subTypeInvalid,
    path: ['subType'],
  });
export type OfferDetailsFormInput = z.input<typeof offerDetailsSchema>;

// Requirements --------------------------------------------------------------------------------------------------

/**
 * A requirement (domain §5): PRICE `value` points spent to take part; LOYALTY_STATUS `value` = the lowest tier
 * level; REP_POINTS `value` = the lowest points balance in the club; REP_SCORE `value` = the lowest rep score;
 * ACHIEVEMENTS `achievementId` held; NONE alone.
 */
export const offerRequirementSchema = z
  .object({
    type: z.enum(OFFER_REQUIREMENT_TYPES, { error: M.requirementTypeInvalid }),
    value: optionalInt(0, L.pointsMax, M.requirementValueRequired),
    achievementId: id(M.requirementAchievementRequired)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    if (r.type === 'ACHIEVEMENTS') {
      if (!r.achievementId)
        ctx.addIssue({ code: 'custom', message: M.requirementAchievementRequired, path: ['achievementId'] });
    } else if (r.type !== 'NONE') {
      const min = r.type === 'REP_SCORE' ? 0 : 1;
      if (r.value === null || r.value < min)
        ctx.addIssue({ code: 'custom', message: M.requirementValueRequired, path: ['value'] });
    }
  })
  .transform((r) => ({
    type: r.type,
    value: r.type === 'ACHIEVEMENTS' || r.type === 'NONE' ? null : r.value,
    achievementId: r.type === 'ACHIEVEMENTS' ? r.achievementId : null,
  }));
export type OfferRequirement = z.output<typeof offerRequirementSchema>;

/** Conditions (domain §3 Offer): minimum age, minimum points, membership age in days, joined not before/after. */
export const offerConditionsSchema = z
  .object({
    minimumAge: optionalInt(0, L.ageMax, M.conditionInvalid),
    minimumPoints: optionalInt(0, L.pointsMax, M.conditionInvalid),
    membershipAgeDays: optionalInt(0, L.membershipAgeDaysMax, M.conditionInvalid),
    notBefore: optionalDateTime,
    notAfter: optionalDateTime,
  })
  .refine((c) => !c.notBefore || !c.notAfter || c.notAfter.getTime() > c.notBefore.getTime(), {
    error: M.conditionDatesOrder,
    path: ['notAfter'],
  });
export type OfferConditions = z.output<typeof offerConditionsSchema>;

export const EMPTY_OFFER_CONDITIONS: OfferConditions = {
  minimumAge: null,
  minimumPoints: null,
  membershipAgeDays: null,
  notBefore: null,
  notAfter: null,
};

/** Requirements with the spec's maximum counts (Price 1, Loyalty Status 5, Rep Points 5, Rep Score 5, Achievements 1, None 1). */
export const offerRequirementsSchema = z
  .object({
    requirements: z
      .array(offerRequirementSchema, { error: M.requirementTypeInvalid })
      .nullish()
      .transform((v) => v ?? []),
    conditions: offerConditionsSchema.nullish().transform((v) => v ?? EMPTY_OFFER_CONDITIONS),
  })
  .superRefine((s, ctx) => {
    const counts = new Map<OfferRequirementType, number>();
    for (const r of s.requirements) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
    for (const [type, count] of counts) {
      if (count > OFFER_REQUIREMENT_MAX_PER_OFFER[type])
        ctx.addIssue({ code: 'custom', message: requirementMaxMessage(type), path: ['requirements'] });
    }
    if (counts.has('NONE') && s.requirements.length > 1)
      ctx.addIssue({ code: 'custom', message: M.requirementNoneAlone, path: ['requirements'] });
  });
export type OfferRequirementsFormInput = z.input<typeof offerRequirementsSchema>;

// Time frame ----------------------------------------------------------------------------------------------------

const onStep = (d: Date) => d.getTime() % (OFFER_TIME_STEP_MINUTES * 60_000) === 0;

const offerTimeFrameObject = z.object({
  startAt: dateTime(M.startRequired),
  endAt: dateTime(M.endRequired),
});

/**
 * The time frame (domain §5): start in the future of `now` (the server's clock; the web passes its own) unless it
 * is the offer's current start (`keepStart`: editing a running offer), start and end on the 15-minute step, end
 * after start.
 */
export function makeOfferTimeFrameSchema(now: () => Date = () => new Date(), keepStart?: Date | null) {
  return offerTimeFrameObject
    .refine((t) => t.startAt.getTime() > now().getTime() || t.startAt.getTime() === keepStart?.getTime(), {
      error: M.startInPast,
      path: ['startAt'],
    })
    .refine((t) => onStep(t.startAt) || t.startAt.getTime() === keepStart?.getTime(), {
      error: M.dateOffStep,
      path: ['startAt'],
    })
    .refine((t) => onStep(t.endAt), { error: M.dateOffStep, path: ['endAt'] })
    .refine((t) => t.endAt.getTime() > t.startAt.getTime(), { error: M.endBeforeStart, path: ['endAt'] });
}
export const offerTimeFrameSchema = makeOfferTimeFrameSchema();
export type OfferTimeFrameFormInput = z.input<typeof offerTimeFrameObject>;

// Settings ------------------------------------------------------------------------------------------------------

export const offerLocationSchema = z.object({
  latitude: z
    .number({ error: M.locationRequired })
    .min(-90, { error: M.locationRequired })
    .max(90, { error: M.locationRequired }),
  longitude: z
    .number({ error: M.locationRequired })
    .min(-180, { error: M.locationRequired })
    .max(180, { error: M.locationRequired }),
  /** Numeric check (domain §5): > 0 and ≤ 1000, in `unit`. */
  radius: z
    .number({ error: M.locationRequired })
    .gt(0, { error: M.locationRequired })
    .lte(1000, { error: M.locationRequired }),
  unit: z.enum(DISTANCE_UNITS, { error: M.locationRequired }),
});
export type OfferLocation = z.output<typeof offerLocationSchema>;

export const offerSurveyQuestionSchema = z.object({
  question: nameText(M.surveyQuestionInvalid, L.surveyQuestionMax, M.surveyQuestionInvalid),
  isRequired: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

export const offerDiscountBucketSchema = z.object({
  minimumPoints: int(1, L.pointsMax, M.discountBucketInvalid),
  percentOff: int(1, 100, M.discountBucketInvalid),
});
export type OfferDiscountBucket = z.output<typeof offerDiscountBucketSchema>;

/**
 * Settings (the wizard's settings step). What each sub-type needs is checked by `offerInputSchema`:
 * streak → streakDays (earn) or requiredCount purchases (buy points); action-amount → requiredCount check-ins;
 * location → location; survey → surveyQuestions; download/interact → linkUrl; social-action → socialProvider;
 * promo → promoCode; social-action → a sign-in provider (facebook, apple, google: the accounts the
 * product verifies); buy-product → ticketTypeId; points-bundle/time-span → discountBuckets; bonus-buys and the
 * buy-points streak → bonusPercent.
 */
export const offerSettingsSchema = z.object({
  maxParticipants: optionalInt(1, L.maxParticipantsMax, M.maxParticipantsInvalid),
  maxWinners: optionalInt(1, L.maxWinnersMax, M.maxWinnersRequired),
  streakDays: optionalInt(2, L.streakDaysMax, M.streakDaysRequired),
  requiredCount: optionalInt(1, L.requiredCountMax, M.requiredCountRequired),
  location: offerLocationSchema.nullish().transform((v) => v ?? null),
  surveyQuestions: z
    .array(offerSurveyQuestionSchema)
    .max(L.surveyQuestionsMax, { error: M.surveyQuestionsRequired })
    .nullish()
    .transform((v) => v ?? []),
  linkUrl: url(M.linkUrlRequired)
    .nullish()
    .transform((v) => v ?? null),
  socialProvider: z
    .enum(SIGN_IN_PROVIDERS, { error: M.socialProviderRequired })
    .nullish()
    .transform((v) => v ?? null),
  promoCode: optionalText(L.promoCodeMax, M.promoCodeRequired),
  ticketTypeId: id(M.ticketTypeRequired)
    .nullish()
    .transform((v) => v ?? null),
  discountBuckets: z
    .array(offerDiscountBucketSchema)
    .max(L.discountBucketsMax, { error: M.discountBucketsRequired })
    .nullish()
    .transform((v) => [...(v ?? [])].sort((a, b) => a.minimumPoints - b.minimumPoints))
    .refine((v) => new Set(v.map((b) => b.minimumPoints)).size === v.length, {
      error: M.discountBucketsOrder,
    }),
  bonusPercent: optionalInt(1, L.bonusPercentMax, M.bonusPercentRequired),
});
export type OfferSettings = z.output<typeof offerSettingsSchema>;
export type OfferSettingsFormInput = z.input<typeof offerSettingsSchema>;

// Reward, redemption, achievement -------------------------------------------------------------------------------

/** What completing gives: points (earn points; a bonus for buy points) or a loyalty tier level (earn status). */
export const offerRewardSchema = z.object({
  points: optionalInt(1, L.pointsMax, M.rewardPointsRequired),
  tierLevel: optionalInt(1, L.tierLevelMax, M.rewardTierRequired),
});
export type OfferReward = z.output<typeof offerRewardSchema>;

/**
 * Redemption (domain §4 redeem types): the value is the code, link or location; QR_CODE issues a pass per
 * member and USER_CONTACT_INFO shares the member's contact with the team, so they need none.
 */
export const offerRedemptionSchema = z
  .object({
    redeemType: z
      .enum(REDEEM_TYPES, { error: M.redeemTypeInvalid })
      .nullish()
      .transform((v) => v ?? null),
    redeemValue: optionalText(L.redeemValueMax, M.redeemValueTooLong, true),
  })
  .refine(
    (r) =>
      r.redeemType === null ||
      r.redeemType === 'QR_CODE' ||
      r.redeemType === 'USER_CONTACT_INFO' ||
      r.redeemValue !== null,
    { error: M.redeemValueRequired, path: ['redeemValue'] },
  )
  .transform((r) => ({ ...r, redeemValue: r.redeemType === null ? null : r.redeemValue }));
export type OfferRedemption = z.output<typeof offerRedemptionSchema>;

/** The wizard's achievement step: the club achievement completing the offer awards (optional). */
export const offerAchievementSchema = z.object({
  achievementId: id(M.achievementInvalid)
    .nullish()
    .transform((v) => v ?? null),
});

// The whole offer -----------------------------------------------------------------------------------------------

const offerInputObject = z.object({
  details: offerDetailsSchema,
  requirements: offerRequirementsSchema
    .nullish()
    .transform((v) => v ?? { requirements: [], conditions: EMPTY_OFFER_CONDITIONS }),
  timeFrame: offerTimeFrameObject,
  settings: offerSettingsSchema.nullish().transform((v) => v ?? offerSettingsSchema.parse({})),
  reward: offerRewardSchema.nullish().transform((v) => v ?? { points: null, tierLevel: null }),
  redemption: offerRedemptionSchema.nullish().transform((v) => v ?? { redeemType: null, redeemValue: null }),
  achievement: offerAchievementSchema.nullish().transform((v) => v ?? { achievementId: null }),
});
export type OfferFormInput = z.input<typeof offerInputObject>;
export type OfferPayload = z.output<typeof offerInputObject>;

type Issue = { message: string; path: (string | number)[] };

/** What each program and sub-type needs beyond the step schemas (docs/decisions/132). */
export function offerCrossCheckIssues(o: OfferPayload): Issue[] {
  const issues: Issue[] = [];
  const need = (ok: unknown, message: string, path: (string | number)[]) => {
    if (!ok) issues.push({ message, path });
  };
  const { programType, subType, category } = o.details;
  const s = o.settings;
  const has = (t: OfferRequirementType) => o.requirements.requirements.some((r) => r.type === t);
  if (category === 'Draw') need(s.maxWinners !== null, M.maxWinnersRequired, ['settings', 'maxWinners']);
  else need(s.maxWinners === null, M.maxWinnersOnlyForDraw, ['settings', 'maxWinners']);
  const earn = programType === 'earn-points' || programType === 'earn-status';
  if (earn && subType === 'streak')
    need(s.streakDays !== null, M.streakDaysRequired, ['settings', 'streakDays']);
  if (programType === 'buy-points' && subType === 'streak')
    need(s.requiredCount !== null, M.requiredCountRequired, ['settings', 'requiredCount']);
  if (subType === 'action-amount')
    need(s.requiredCount !== null, M.requiredCountRequired, ['settings', 'requiredCount']);
  if (subType === 'location') need(s.location !== null, M.locationRequired, ['settings', 'location']);
  if (subType === 'survey')
    need(s.surveyQuestions.length > 0, M.surveyQuestionsRequired, ['settings', 'surveyQuestions']);
  if (subType === 'download' || subType === 'interact')
    need(s.linkUrl !== null, M.linkUrlRequired, ['settings', 'linkUrl']);
  if (subType === 'social-action')
    need(s.socialProvider !== null, M.socialProviderRequired, ['settings', 'socialProvider']);
  if (subType === 'promo') need(s.promoCode !== null, M.promoCodeRequired, ['settings', 'promoCode']);
  if (subType === 'buy-product')
    need(s.ticketTypeId !== null, M.ticketTypeRequired, ['settings', 'ticketTypeId']);
  if (programType === 'buy-points' && (subType === 'points-bundle' || subType === 'time-span'))
    need(s.discountBuckets.length > 0, M.discountBucketsRequired, ['settings', 'discountBuckets']);
  if (programType === 'buy-points' && (subType === 'bonus-buys' || subType === 'streak'))
    need(s.bonusPercent !== null, M.bonusPercentRequired, ['settings', 'bonusPercent']);
  if (subType === 'buy-now') need(has('PRICE'), M.priceRequired, ['requirements', 'requirements']);
  if (subType === 'level-up') need(has('REP_POINTS'), M.repPointsRequired, ['requirements', 'requirements']);
  if (programType === 'earn-points')
    need(o.reward.points !== null, M.rewardPointsRequired, ['reward', 'points']);
  if (programType === 'earn-status')
    need(o.reward.tierLevel !== null, M.rewardTierRequired, ['reward', 'tierLevel']);
  if (programType === 'reward-members')
    need(o.redemption.redeemType !== null, M.redeemTypeRequired, ['redemption', 'redeemType']);
  return issues;
}

/** The whole offer with the time-frame rules and the per-program checks; `now`/`keepStart` as for the time frame. */
export function makeOfferInputSchema(now: () => Date = () => new Date(), keepStart?: Date | null) {
  const timeFrame = makeOfferTimeFrameSchema(now, keepStart);
  return offerInputObject.superRefine((o, ctx) => {
    const tf = timeFrame.safeParse({
      startAt: o.timeFrame.startAt.toISOString(),
      endAt: o.timeFrame.endAt.toISOString(),
    });
    if (!tf.success)
      for (const issue of tf.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['timeFrame', ...issue.path.map(String)],
        });
    for (const issue of offerCrossCheckIssues(o)) ctx.addIssue({ code: 'custom', ...issue });
  });
}
export const offerInputSchema = makeOfferInputSchema();

// Taking part ---------------------------------------------------------------------------------------------------

/**
 * What a member sends to complete an offer (docs/decisions/133): the browser position (location), the answers in
 * question order (survey), the promo code (promo). Everything else is verified from what the server knows.
 */
export const offerProofSchema = z.object({
  latitude: z
    .number({ error: M.locationMissing })
    .min(-90, { error: M.locationMissing })
    .max(90, { error: M.locationMissing })
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number({ error: M.locationMissing })
    .min(-180, { error: M.locationMissing })
    .max(180, { error: M.locationMissing })
    .nullish()
    .transform((v) => v ?? null),
  answers: z
    .array(optionalText(L.surveyAnswerMax, M.answersMissing, true))
    .max(L.surveyQuestionsMax, { error: M.answersMissing })
    .nullish()
    .transform((v) => v ?? []),
  promoCode: optionalText(L.promoCodeMax, M.promoCodeWrong),
});
export type OfferProof = z.output<typeof offerProofSchema>;
export type OfferProofFormInput = z.input<typeof offerProofSchema>;

export const participationFilterSchema = z.enum(PARTICIPATION_FILTERS);
