import { OFFER_KINDS, PARTICIPATION_FILTERS, REDEEM_TYPES } from '@repclub/shared';
import { builder, viewerOf } from '../../platform/graphql/builder';
import type { GraphQLContext } from '../../platform/graphql/builder';
import { ClubPersonRef, ClubRef } from '../clubs/clubs.module';
import type { OfferRedemptionView } from './redemptions.service';
import { type OfferParticipantView, type OfferView, offerUserStatus } from './offers.views';

// Offers (domain §3 Offer, §4, §5, §7; docs/decisions/131–138).

const OfferKindEnum = builder.enumType('OfferKind', { values: OFFER_KINDS });
const RedeemTypeEnum = builder.enumType('RedeemType', { values: REDEEM_TYPES });
const ParticipationFilterEnum = builder.enumType('OfferParticipationFilter', {
  description: 'all, not-participating, participating, awarded, expired (domain §4), with _ for -.',
  values: Object.fromEntries(
    PARTICIPATION_FILTERS.map((f) => [f.replace(/-/g, '_').toUpperCase(), { value: f }]),
  ),
});

const loadClubs = async (ids: readonly string[], ctx: GraphQLContext) =>
  Promise.all(
    ids.map(async (id) => (await ctx.services.clubs.club(ctx.viewer, id)) ?? new Error('Club not found')),
  );
const loadPersons = async (ids: readonly string[], ctx: GraphQLContext) => {
  const persons = await ctx.services.offers.persons(ids);
  return ids.map((id) => persons.get(id) ?? new Error('Person not found'));
};

type Requirement = OfferView['row']['requirements'][number];
const OfferRequirementRef = builder.objectRef<Requirement>('OfferRequirement').implement({
  description:
    'PRICE: value points spent; LOYALTY_STATUS: the lowest tier level; REP_POINTS: the lowest balance; REP_SCORE: ' +
    'the lowest rep score; ACHIEVEMENTS: achievementId held; NONE.',
  fields: (t) => ({
    type: t.exposeString('type'),
    value: t.field({ type: 'SafeInt', nullable: true, resolve: (r) => r.value }),
    achievementId: t.id({ nullable: true, resolve: (r) => r.achievementId }),
  }),
});

type Conditions = OfferView['row']['conditions'];
const OfferConditionsRef = builder.objectRef<Conditions>('OfferConditions').implement({
  description: 'Who may take part: minimum age, minimum points, days since joining, joined not before/after.',
  fields: (t) => ({
    minimumAge: t.int({ nullable: true, resolve: (c) => c.minimumAge }),
    minimumPoints: t.field({ type: 'SafeInt', nullable: true, resolve: (c) => c.minimumPoints }),
    membershipAgeDays: t.int({ nullable: true, resolve: (c) => c.membershipAgeDays }),
    notBefore: t.string({ nullable: true, resolve: (c) => c.notBefore }),
    notAfter: t.string({ nullable: true, resolve: (c) => c.notAfter }),
  }),
});

type Settings = OfferView['row']['settings'];
const OfferLocationRef = builder.objectRef<NonNullable<Settings['location']>>('OfferLocation').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    radius: t.exposeFloat('radius'),
    unit: t.exposeString('unit', { description: 'mi or km.' }),
  }),
});
const OfferSurveyQuestionRef = builder
  .objectRef<Settings['surveyQuestions'][number]>('OfferSurveyQuestion')
  .implement({
    fields: (t) => ({ question: t.exposeString('question'), isRequired: t.exposeBoolean('isRequired') }),
  });
const OfferDiscountBucketRef = builder
  .objectRef<Settings['discountBuckets'][number]>('OfferDiscountBucket')
  .implement({
    description: 'Buying at least minimumPoints points costs percentOff less (buy points).',
    fields: (t) => ({
      minimumPoints: t.field({ type: 'SafeInt', resolve: (b) => b.minimumPoints }),
      percentOff: t.exposeInt('percentOff'),
    }),
  });

type SettingsOf = { settings: Settings; canManage: boolean };
const OfferSettingsRef = builder.objectRef<SettingsOf>('OfferSettings').implement({
  description:
    'The settings step. promoCode and linkUrl are the team’s only (members send the code, open the link).',
  fields: (t) => ({
    maxParticipants: t.int({ nullable: true, resolve: (s) => s.settings.maxParticipants }),
    maxWinners: t.int({ nullable: true, resolve: (s) => s.settings.maxWinners }),
    streakDays: t.int({ nullable: true, resolve: (s) => s.settings.streakDays }),
    requiredCount: t.int({ nullable: true, resolve: (s) => s.settings.requiredCount }),
    location: t.field({ type: OfferLocationRef, nullable: true, resolve: (s) => s.settings.location }),
    surveyQuestions: t.field({ type: [OfferSurveyQuestionRef], resolve: (s) => s.settings.surveyQuestions }),
    linkUrl: t.string({ nullable: true, resolve: (s) => (s.canManage ? s.settings.linkUrl : null) }),
    hasLink: t.boolean({ resolve: (s) => s.settings.linkUrl !== null }),
    socialProvider: t.string({ nullable: true, resolve: (s) => s.settings.socialProvider }),
    promoCode: t.string({ nullable: true, resolve: (s) => (s.canManage ? s.settings.promoCode : null) }),
    ticketTypeId: t.id({ nullable: true, resolve: (s) => s.settings.ticketTypeId }),
    discountBuckets: t.field({ type: [OfferDiscountBucketRef], resolve: (s) => s.settings.discountBuckets }),
    bonusPercent: t.int({ nullable: true, resolve: (s) => s.settings.bonusPercent }),
  }),
});

const OfferProgressRef = builder.objectRef<OfferView>('OfferProgress').implement({
  description: "The viewer's progress in the offer.",
  fields: (t) => ({
    status: t.string({
      nullable: true,
      description: 'PARTICIPATING, COMPLETED, WON or LOST; null when not taking part.',
      resolve: (v) => v.participation?.status ?? null,
    }),
    joinedAt: t.string({ nullable: true, resolve: (v) => v.participation?.joinedAt.toISOString() ?? null }),
    completedAt: t.string({
      nullable: true,
      resolve: (v) => v.participation?.completedAt?.toISOString() ?? null,
    }),
    streakDays: t.int({
      description: 'Days in a row checked in, up to today (streak).',
      resolve: (v, _a, ctx) => ctx.services.offers.streakOf(v),
    }),
    checkedInToday: t.boolean({ resolve: (v, _a, ctx) => ctx.services.offers.checkedInToday(v) }),
    linkOpened: t.boolean({ resolve: (v) => !!v.participation?.progress.linkOpenedAt }),
    answers: t.field({
      type: ['String'],
      nullable: { list: false, items: true },
      resolve: (v) => v.participation?.progress.answers ?? [],
    }),
  }),
});

export const OfferRef = builder.objectRef<OfferView>('Offer');

const OfferRedemptionRef = builder.objectRef<OfferRedemptionView>('OfferRedemption').implement({
  description:
    'Spending on an offer: the PRICE points are held while PENDING; CONFIRMED by the team (points spent) or ' +
    'CANCELLED (points released).',
  fields: (t) => ({
    id: t.exposeID('id'),
    offer: t.field({ type: OfferRef, resolve: (r) => r.offer }),
    user: t.loadable({ type: ClubPersonRef, load: loadPersons, resolve: (r) => r.userId }),
    points: t.field({ type: 'SafeInt', resolve: (r) => r.points }),
    status: t.exposeString('status', { description: 'PENDING, CONFIRMED or CANCELLED.' }),
    passCode: t.string({
      nullable: true,
      description: 'The access pass (QR_CODE) the member shows; once CONFIRMED.',
      resolve: (r) => (r.status === 'CONFIRMED' ? r.passCode : null),
    }),
    redeemValue: t.string({
      nullable: true,
      description: 'The code, link or location; to the member once CONFIRMED, and to the team.',
      resolve: (r) => r.redeemValue,
    }),
    contact: t.string({
      nullable: true,
      description: "USER_CONTACT_INFO: the member's verified e-mail, to the team.",
      resolve: (r) => r.contact,
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    resolvedAt: t.string({ nullable: true, resolve: (r) => r.resolvedAt?.toISOString() ?? null }),
  }),
});

const OfferParticipantRef = builder.objectRef<OfferParticipantView>('OfferParticipant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    user: t.loadable({ type: ClubPersonRef, load: loadPersons, resolve: (p) => p.userId }),
    status: t.exposeString('status', { description: 'PARTICIPATING, COMPLETED, WON or LOST.' }),
    joinedAt: t.string({ resolve: (p) => p.joinedAt.toISOString() }),
    completedAt: t.string({ nullable: true, resolve: (p) => p.completedAt?.toISOString() ?? null }),
  }),
});

OfferRef.implement({
  description:
    "A club's offer (domain §3 Offer): a program and its sub-type, requirements, time frame, reward.",
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.id }),
    club: t.loadable({ type: ClubRef, load: loadClubs, resolve: (v) => v.row.clubId }),
    slug: t.string({ resolve: (v) => v.row.slug }),
    displayName: t.string({ resolve: (v) => v.row.displayName }),
    description: t.string({ nullable: true, resolve: (v) => v.row.description }),
    avatarUrl: t.string({ nullable: true, resolve: (v) => v.row.avatarUrl }),
    programType: t.string({
      description: 'earn-points, buy-points, earn-status or reward-members.',
      resolve: (v) => v.row.programType,
    }),
    subType: t.string({
      description: 'The route’s sub_type (accounts §2.1).',
      resolve: (v) => v.row.subType,
    }),
    kind: t.field({ type: OfferKindEnum, resolve: (v) => v.row.kind }),
    category: t.string({ description: 'Promotion or Draw.', resolve: (v) => v.row.category }),
    access: t.string({ description: 'PUBLIC or MEMBERS.', resolve: (v) => v.row.access }),
    published: t.boolean({ resolve: (v) => v.row.publishedAt !== null }),
    publishedAt: t.string({ nullable: true, resolve: (v) => v.row.publishedAt?.toISOString() ?? null }),
    startAt: t.string({ resolve: (v) => v.row.startAt.toISOString() }),
    endAt: t.string({ resolve: (v) => v.row.endAt.toISOString() }),
    requirements: t.field({ type: [OfferRequirementRef], resolve: (v) => v.row.requirements }),
    conditions: t.field({ type: OfferConditionsRef, resolve: (v) => v.row.conditions }),
    settings: t.field({
      type: OfferSettingsRef,
      resolve: (v) => ({ settings: v.row.settings, canManage: v.canManage }),
    }),
    rewardPoints: t.field({ type: 'SafeInt', nullable: true, resolve: (v) => v.row.rewardPoints }),
    rewardTierLevel: t.int({ nullable: true, resolve: (v) => v.row.rewardTierLevel }),
    achievementId: t.id({ nullable: true, resolve: (v) => v.row.achievementId }),
    redeemType: t.field({ type: RedeemTypeEnum, nullable: true, resolve: (v) => v.row.redeemType }),
    redeemValue: t.string({
      nullable: true,
      description:
        'The code, link or location; only the team and members the offer awarded whose redemption is confirmed ' +
        '(docs/decisions/136).',
      resolve: (v, _a, ctx) => ctx.services.offers.redeemValueFor(v),
    }),
    participantsCount: t.int({ resolve: (v) => v.participantsCount }),
    drawSeedHash: t.string({
      nullable: true,
      description: 'A draw: sha256 (hex) of the seed, committed at publication.',
      resolve: (v) => v.row.drawSeedHash,
    }),
    drawSeed: t.string({
      nullable: true,
      description: 'A draw: the seed (hex), revealed once the winners are drawn.',
      resolve: (v) => (v.row.drawnAt ? v.row.drawSeed : null),
    }),
    drawnAt: t.string({ nullable: true, resolve: (v) => v.row.drawnAt?.toISOString() ?? null }),
    viewerStatus: t.string({
      description: 'not-participating, participating, awarded or expired (domain §4).',
      resolve: (v) => offerUserStatus(v),
    }),
    viewerProgress: t.field({ type: OfferProgressRef, resolve: (v) => v }),
    viewerRedemption: t.field({
      type: OfferRedemptionRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.redemption ? ctx.services.offers.redemptionView(v, v.redemption) : null),
    }),
    viewerCanManage: t.boolean({ resolve: (v) => v.canManage }),
    participants: t.withAuth({ signedIn: true }).connection(
      {
        type: OfferParticipantRef,
        description: 'The team’s list of who takes part (MANAGE_OFFERS), first joined first.',
        resolve: (v, args, ctx) =>
          ctx.services.offers.participants(viewerOf(ctx), v.row.id, { first: args.first, after: args.after }),
      },
      { name: 'OfferParticipantConnection' },
    ),
    redemptions: t.withAuth({ signedIn: true }).connection(
      {
        type: OfferRedemptionRef,
        description: 'The team’s list of redemptions (MANAGE_OFFERS), newest first.',
        resolve: (v, args, ctx) =>
          ctx.services.offers.redemptions(viewerOf(ctx), v.row.id, { first: args.first, after: args.after }),
      },
      { name: 'OfferRedemptionConnection' },
    ),
  }),
});

// Inputs (packages/shared offerInputSchema; the server answers its messages) -------------------------------------

const OfferDetailsInput = builder.inputType('OfferDetailsInput', {
  fields: (t) => ({
    programType: t.string({ description: 'earn-points, buy-points, earn-status or reward-members.' }),
    subType: t.string(),
    kind: t.field({
      type: OfferKindEnum,
      description: 'Ignored for reward-members (the sub-type names it).',
    }),
    category: t.string({ description: 'Promotion (default) or Draw.' }),
    access: t.string({ description: 'PUBLIC (default) or MEMBERS.' }),
    displayName: t.string(),
    slug: t.string(),
    description: t.string(),
    avatarUrl: t.string(),
  }),
});
const OfferRequirementInput = builder.inputType('OfferRequirementInput', {
  fields: (t) => ({
    type: t.string({ description: 'PRICE, LOYALTY_STATUS, REP_POINTS, REP_SCORE, ACHIEVEMENTS or NONE.' }),
    value: t.field({ type: 'SafeInt' }),
    achievementId: t.string(),
  }),
});
const OfferConditionsInput = builder.inputType('OfferConditionsInput', {
  fields: (t) => ({
    minimumAge: t.int(),
    minimumPoints: t.field({ type: 'SafeInt' }),
    membershipAgeDays: t.int(),
    notBefore: t.string({ description: 'ISO 8601: the member joined the club on or after.' }),
    notAfter: t.string({ description: 'ISO 8601: the member joined the club on or before.' }),
  }),
});
const OfferRequirementsInput = builder.inputType('OfferRequirementsInput', {
  fields: (t) => ({
    requirements: t.field({ type: [OfferRequirementInput] }),
    conditions: t.field({ type: OfferConditionsInput }),
  }),
});
const OfferTimeFrameInput = builder.inputType('OfferTimeFrameInput', {
  fields: (t) => ({
    startAt: t.string({ description: 'ISO 8601, in the future, on a 15-minute step.' }),
    endAt: t.string({ description: 'ISO 8601, after the start, on a 15-minute step.' }),
  }),
});
const OfferLocationInput = builder.inputType('OfferLocationInput', {
  fields: (t) => ({
    latitude: t.float(),
    longitude: t.float(),
    radius: t.float(),
    unit: t.string({ description: 'mi or km.' }),
  }),
});
const OfferSurveyQuestionInput = builder.inputType('OfferSurveyQuestionInput', {
  fields: (t) => ({ question: t.string(), isRequired: t.boolean() }),
});
const OfferDiscountBucketInput = builder.inputType('OfferDiscountBucketInput', {
  fields: (t) => ({ minimumPoints: t.field({ type: 'SafeInt' }), percentOff: t.int() }),
});
const OfferSettingsInput = builder.inputType('OfferSettingsInput', {
  fields: (t) => ({
    maxParticipants: t.int(),
    maxWinners: t.int(),
    streakDays: t.int(),
    requiredCount: t.int(),
    location: t.field({ type: OfferLocationInput }),
    surveyQuestions: t.field({ type: [OfferSurveyQuestionInput] }),
    linkUrl: t.string(),
    socialProvider: t.string(),
    promoCode: t.string(),
    ticketTypeId: t.string(),
    discountBuckets: t.field({ type: [OfferDiscountBucketInput] }),
    bonusPercent: t.int(),
  }),
});
const OfferRewardInput = builder.inputType('OfferRewardInput', {
  fields: (t) => ({ points: t.field({ type: 'SafeInt' }), tierLevel: t.int() }),
});
const OfferRedemptionInput = builder.inputType('OfferRedemptionInput', {
  fields: (t) => ({ redeemType: t.field({ type: RedeemTypeEnum }), redeemValue: t.string() }),
});
const OfferAchievementInput = builder.inputType('OfferAchievementInput', {
  fields: (t) => ({ achievementId: t.string() }),
});
const OfferInput = builder.inputType('OfferInput', {
  description:
    'The offer wizard (packages/shared offerInputSchema). offerId: update that offer; else create.',
  fields: (t) => ({
    offerId: t.id(),
    clubId: t.id({ required: true }),
    details: t.field({ type: OfferDetailsInput, required: true }),
    requirements: t.field({ type: OfferRequirementsInput }),
    timeFrame: t.field({ type: OfferTimeFrameInput, required: true }),
    settings: t.field({ type: OfferSettingsInput }),
    reward: t.field({ type: OfferRewardInput }),
    redemption: t.field({ type: OfferRedemptionInput }),
    achievement: t.field({ type: OfferAchievementInput }),
  }),
});
const OfferProofInput = builder.inputType('OfferProofInput', {
  description:
    'What completing sends (packages/shared offerProofSchema): position, survey answers, promo code.',
  fields: (t) => ({
    latitude: t.float(),
    longitude: t.float(),
    answers: t.stringList(),
    promoCode: t.string(),
  }),
});

// Queries --------------------------------------------------------------------------------------------------------

builder.queryField('offer', (t) =>
  t.field({
    type: OfferRef,
    nullable: true,
    description: 'An offer by id; drafts only for the team; null when the viewer may not see it.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.offer(ctx.viewer, String(args.offerId)),
  }),
);

builder.queryField('offerBySlug', (t) =>
  t.field({
    type: OfferRef,
    nullable: true,
    description: "An offer by the club's id and the offer's slug.",
    args: { clubId: t.arg.id({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.offerBySlug(ctx.viewer, String(args.clubId), args.slug),
  }),
);

builder.queryField('clubOffers', (t) =>
  t.connection(
    {
      type: OfferRef,
      description:
        "A club's offers, newest first: published ones for everyone who may see them, drafts for the team.",
      args: { clubId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.offers.clubOffers(ctx.viewer, String(args.clubId), {
          first: args.first,
          after: args.after,
        }),
    },
    { name: 'OfferConnection' },
  ),
);

builder.queryField('exploreOffers', (t) =>
  t.withAuth({ signedIn: true }).connection({
    type: OfferRef,
    description:
      'Published offers the signed-in member can take part in (public ones and those of their clubs), by status: ' +
      'all, not-participating, participating, awarded or expired; the soonest ending first.',
    args: { filter: t.arg({ type: ParticipationFilterEnum }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.exploreOffers(ctx.viewer, args.filter ?? 'all', {
        first: args.first,
        after: args.after,
      }),
  }),
);

// Mutations ------------------------------------------------------------------------------------------------------

builder.mutationField('createOrUpdateOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description: 'Saves the wizard (MANAGE_OFFERS). A new offer is a draft until published.',
    args: { input: t.arg({ type: OfferInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.offers.createOrUpdateOffer(ctx.viewer, input),
  }),
);

builder.mutationField('publishOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description:
      'Publishes or unpublishes (MANAGE_OFFERS). A draw commits to its seed at its first publication.',
    args: { offerId: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.publishOffer(ctx.viewer, String(args.offerId), args.published),
  }),
);

builder.mutationField('deleteOffer', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes an offer no member has taken part in (MANAGE_OFFERS).',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.deleteOffer(ctx.viewer, String(args.offerId)),
  }),
);

builder.mutationField('joinOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description: 'Takes part in a live offer whose requirements and conditions the member meets.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.joinOffer(ctx.viewer, String(args.offerId)),
  }),
);

builder.mutationField('checkInOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description: 'A streak offer: checks in for today (server day, UTC); completes at the streak length.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.checkInOffer(ctx.viewer, String(args.offerId)),
  }),
);

builder.mutationField('openOfferLink', (t) =>
  t.withAuth({ signedIn: true }).string({
    description: 'A download or interact offer: records that the member opened the link and answers it.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.openOfferLink(ctx.viewer, String(args.offerId)),
  }),
);

builder.mutationField('completeOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description: 'Completes the offer when the server verifies it (docs/decisions/133); rewards once.',
    args: { offerId: t.arg.id({ required: true }), proof: t.arg({ type: OfferProofInput }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.completeOffer(ctx.viewer, String(args.offerId), args.proof ?? {}),
  }),
);

builder.mutationField('awardOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description: 'The team awards the offer to a member (bonus, invite-only; MANAGE_OFFERS).',
    args: { offerId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.awardOffer(ctx.viewer, String(args.offerId), String(args.userId)),
  }),
);

builder.mutationField('redeemOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRedemptionRef,
    description:
      'Redeems an offer the member was awarded; its PRICE points are held until the team confirms.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.redeemOffer(ctx.viewer, String(args.offerId)),
  }),
);

builder.mutationField('confirmOfferRedemption', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRedemptionRef,
    description: 'The team confirms a pending redemption: the held points are spent (MANAGE_OFFERS).',
    args: { redemptionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.confirmOfferRedemption(ctx.viewer, String(args.redemptionId)),
  }),
);

builder.mutationField('cancelOfferRedemption', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRedemptionRef,
    description: 'The member or the team cancels a pending redemption: the held points are released.',
    args: { redemptionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.offers.cancelOfferRedemption(ctx.viewer, String(args.redemptionId)),
  }),
);

builder.mutationField('drawOfferWinners', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OfferRef,
    description:
      'A draw after its end: picks at most maxWinners among completed entrants and reveals the seed.',
    args: { offerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.offers.drawOfferWinners(ctx.viewer, String(args.offerId)),
  }),
);
