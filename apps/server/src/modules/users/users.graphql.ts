import { builder } from '../../graphql/builder';
import type { UserView } from './users.service';

/** The User of accounts §3 and domain §3. Contact details and birthday are shown to the user and admins only. */
export const UserRef = builder.objectRef<UserView>('User').implement({
  fields: (t) => ({
    userId: t.string({ resolve: (u) => u.row.id }),
    userName: t.string({ nullable: true, resolve: (u) => u.row.userName }),
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
    isComplete: t.boolean({ resolve: (u, _args, ctx) => ctx.services.users.isComplete(u.row) }),
    agreeToTermsAndConditions: t.boolean({
      resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.users.agreedToCurrentTerms(u.row) : false),
    }),
    acceptedTermsVersion: t.int({
      nullable: true,
      resolve: (u) => (u.isSelf ? u.row.acceptedTermsVersion : null),
    }),
    createdAt: t.string({ resolve: (u) => u.row.createdAt.toISOString() }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    description: 'The signed-in user (also while the account is deleted and can be recovered).',
    authScopes: { account: true },
    resolve: (_root, _args, ctx) => ctx.services.users.me(ctx.viewer!),
  }),
);
