import { ACCOUNT_REACTIVATION_WINDOW_MS, USER_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import { requestMeta } from '../../platform/http/viewer';
import type { UserAddress } from './users.tables';
import type { UserView } from './users.service';
import type { EmailSubscription } from './profile.schemas';

const AddressRef = builder.objectRef<UserAddress & { countryCode: string | null }>('Address').implement({
  description: "A user's postal address.",
  fields: (t) => ({
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2', { nullable: true }),
    city: t.exposeString('city'),
    region: t.exposeString('region', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
  }),
});

const SocialMediaRef = builder.objectRef<{ provider: string; value: string }>('SocialMedia').implement({
  description: 'A social media account shown on a profile: a handle or an https link.',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    value: t.exposeString('value'),
  }),
});

const EmailSubscriptionsRef = builder
  .objectRef<Record<EmailSubscription, boolean>>('EmailSubscriptions')
  .implement({
    description: 'Which kinds of email the user receives.',
    fields: (t) => ({
      productUpdates: t.exposeBoolean('productUpdates'),
      eventReminders: t.exposeBoolean('eventReminders'),
      clubNews: t.exposeBoolean('clubNews'),
      marketing: t.exposeBoolean('marketing'),
    }),
  });

/** The User of accounts §3 and domain §3. Contact details and birthday are shown to the user and admins only. */
export const UserRef = builder.objectRef<UserView>('User').implement({
  fields: (t) => ({
    userId: t.string({ resolve: (u) => u.row.id }),
    // A handle (decision 040). Usernames with '@' are refused and migrated away; should one remain, it is
    // shown like the e-mail address: to the user and admins only.
    userName: t.string({
      nullable: true,
      resolve: (u) => (u.row.userName?.includes('@') && !u.canSeePrivate ? null : u.row.userName),
    }),
    name: t.string({ nullable: true, resolve: (u) => u.row.name }),
    firstName: t.string({ nullable: true, resolve: (u) => u.row.firstName }),
    lastName: t.string({ nullable: true, resolve: (u) => u.row.lastName }),
    avatarUrl: t.string({ nullable: true, resolve: (u) => u.row.avatarUrl }),
    bio: t.string({ nullable: true, resolve: (u) => u.row.bio }),
    tier: t.string({ resolve: (u) => u.row.tier }),
    isVerified: t.boolean({ resolve: (u) => u.row.tier !== 'UNVERIFIED' }),
    emailAddress: t.string({ nullable: true, resolve: (u) => (u.canSeePrivate ? u.row.email : null) }),
    verifiedEmailAddress: t.string({
      nullable: true,
      resolve: (u) => (u.canSeePrivate && u.row.emailVerifiedAt ? u.row.email : null),
    }),
    phoneNumber: t.string({ nullable: true, resolve: (u) => (u.canSeePrivate ? u.row.phoneNumber : null) }),
    isPhoneNumberVerified: t.boolean({ resolve: (u) => u.canSeePrivate && u.row.phoneVerifiedAt !== null }),
    gender: t.string({ nullable: true, resolve: (u) => (u.canSeePrivate ? u.row.gender : null) }),
    dateOfBirth: t.string({
      nullable: true,
      description: 'yyyy-MM-dd',
      resolve: (u) => (u.canSeePrivate ? u.row.dateOfBirth : null),
    }),
    role: t.string({ nullable: true, resolve: (u) => (u.canSeePrivate ? u.row.role : null) }),
    isDeleted: t.boolean({ resolve: (u) => u.row.deletedAt !== null }),
    recoverableUntil: t.string({
      nullable: true,
      description:
        "ISO 8601. For the viewer's own deleted account: the end of the 90-day window in which it can be recovered.",
      resolve: (u) =>
        u.isSelf && u.row.deletedAt
          ? new Date(u.row.deletedAt.getTime() + ACCOUNT_REACTIVATION_WINDOW_MS).toISOString()
          : null,
    }),
    isComplete: t.boolean({ resolve: (u, _args, ctx) => ctx.services.users.isComplete(u.row) }),
    agreeToTermsAndConditions: t.boolean({
      resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.users.agreedToCurrentTerms(u.row) : false),
    }),
    acceptedTermsVersion: t.int({
      nullable: true,
      resolve: (u) => (u.isSelf ? u.row.acceptedTermsVersion : null),
    }),
    createdAt: t.string({ resolve: (u) => u.row.createdAt.toISOString() }),
    countryCode: t.string({ nullable: true, resolve: (u) => u.row.countryCode }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Shown to the user and administrators only.',
      resolve: (u) =>
        u.canSeePrivate && u.row.address ? { ...u.row.address, countryCode: u.row.countryCode } : null,
    }),
    socialMedias: t.field({
      type: [SocialMediaRef],
      resolve: (u, _args, ctx) => ctx.services.users.socialMedias(u.row.id),
    }),
    emailSubscriptions: t.field({
      type: EmailSubscriptionsRef,
      nullable: true,
      description: 'Shown to the user only.',
      resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.users.emailSubscriptions(u.row) : null),
    }),
    walkthrough: t.stringList({
      nullable: true,
      description: 'The walkthrough steps the user has completed; shown to the user only.',
      resolve: (u) => (u.isSelf ? (u.row.walkthrough ?? []) : null),
    }),
    isDeactivated: t.boolean({
      description: 'Whether the user hid the profile from other users (only the user and admins see one).',
      resolve: (u) => u.row.deactivatedAt !== null,
    }),
  }),
});

builder.queryField('me', (t) =>
  t.withAuth({ account: true }).field({
    type: UserRef,
    description: 'The signed-in user (also while the account is deleted and can be recovered).',
    resolve: (_root, _args, ctx) => ctx.services.users.me(ctx.viewer),
  }),
);

builder.queryField('user', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'One user by id. Unknown and deleted accounts answer NOT_FOUND.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.user(ctx.viewer, String(args.userId)),
  }),
);

type UserSearchPage = { nodes: UserView[]; totalCount: number };

const UserSearchResultRef = builder.objectRef<UserSearchPage>('UserSearchResult').implement({
  description: 'One page of a user search and the number of users that match.',
  fields: (t) => ({
    nodes: t.field({ type: [UserRef], resolve: (page) => page.nodes }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryField('searchUsers', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserSearchResultRef,
    description:
      'Users whose name (or a word of it), username or email starts with the keyword, ignoring case; ' +
      'deleted accounts are left out. Ordered by name, then id.',
    args: {
      keyword: t.arg.string({ required: true }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: USER_SEARCH_PAGE_SIZE, description: 'At most 50.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.users.searchUsers(ctx.viewer, args),
  }),
);

builder.mutationField('acceptTerms', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Records that the user accepted the current terms (the version termsAndPrivacy answers).',
    args: { version: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.acceptTerms(ctx.viewer, args.version),
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description:
    'Profile fields to change; a field left out or null is kept. The email can be set only while the ' +
    'account has none; a changed phone number must be verified again.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    name: t.string(),
    userName: t.string(),
    gender: t.string({ description: 'Female, Male, Other or Not Disclosed.' }),
    dateOfBirth: t.string({ description: 'yyyy-MM-dd' }),
    phoneNumber: t.string(),
    email: t.string(),
    bio: t.string({ description: 'An empty bio removes it.' }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Completes (`/auth/sign-up-2`) or edits the profile of the signed-in user.',
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.updateProfile(ctx.viewer, args.input),
  }),
);

const UpdateAddressInput = builder.inputType('UpdateAddressInput', {
  description: 'The postal address; line1, city and countryCode are required.',
  fields: (t) => ({
    line1: t.string(),
    line2: t.string(),
    city: t.string(),
    region: t.string(),
    postalCode: t.string(),
    countryCode: t.string({ description: 'ISO 3166-1 alpha-2, either case.' }),
  }),
});

builder.mutationField('updateAddress', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: "Sets the signed-in user's postal address and country.",
    args: { input: t.arg({ type: UpdateAddressInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.updateAddress(ctx.viewer, { ...args.input }),
  }),
);

builder.mutationField('setSocialMedia', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Adds or replaces the handle or https link shown for one social provider.',
    args: {
      provider: t.arg.string({
        required: true,
        description:
          'instagram, facebook, twitter, youtube, tikTok, spotify, twitch, apple, linkedin or amazonmusic.',
      }),
      value: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => ctx.services.users.setSocialMedia(ctx.viewer, args.provider, args.value),
  }),
);

builder.mutationField('removeSocialMedia', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Removes the account shown for one social provider.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.removeSocialMedia(ctx.viewer, args.provider),
  }),
);

const EmailSubscriptionsInput = builder.inputType('EmailSubscriptionsInput', {
  description: 'Subscriptions to change; a field left out or null is kept.',
  fields: (t) => ({
    productUpdates: t.boolean(),
    eventReminders: t.boolean(),
    clubNews: t.boolean(),
    marketing: t.boolean(),
  }),
});

builder.mutationField('updateEmailSubscriptions', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    args: { input: t.arg({ type: EmailSubscriptionsInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.updateEmailSubscriptions(ctx.viewer, { ...args.input }),
  }),
);

builder.mutationField('updateWalkthrough', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description:
      'Replaces the list of completed walkthrough steps (an empty list starts the walkthrough over).',
    args: { steps: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.users.updateWalkthrough(ctx.viewer, args.steps),
  }),
);

builder.mutationField('deactivateAccount', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Hides the profile from other users (search and user); signing in keeps working.',
    resolve: (_root, _args, ctx) =>
      ctx.services.users.deactivateAccount(ctx.viewer, {
        requestId: ctx.request.id,
        ip: requestMeta(ctx.request).ip,
      }),
  }),
);

builder.mutationField('activateAccount', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Shows a deactivated profile to other users again.',
    resolve: (_root, _args, ctx) =>
      ctx.services.users.activateAccount(ctx.viewer, {
        requestId: ctx.request.id,
        ip: requestMeta(ctx.request).ip,
      }),
  }),
);
