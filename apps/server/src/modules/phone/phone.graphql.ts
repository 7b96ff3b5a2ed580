import { builder } from '../../platform/graphql/builder';
import { requestMeta } from '../../platform/http/viewer';
import { UserRef } from '../users/users.module';

type PhoneCodeSent = { nextResend: Date; expiredDate: Date };

const PhoneCodeSentRef = builder.objectRef<PhoneCodeSent>('PhoneCodeSent').implement({
  description: 'A verification code texted to the signed-in user’s phone number.',
  fields: (t) => ({
    nextResend: t.string({
      description: 'When another code can be requested (ISO 8601).',
      resolve: (sent) => sent.nextResend.toISOString(),
    }),
    expiredDate: t.string({
      description: 'When this code stops working (ISO 8601).',
      resolve: (sent) => sent.expiredDate.toISOString(),
    }),
  }),
});

builder.mutationField('sendPhoneVerificationCode', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PhoneCodeSentRef,
    description: 'Texts a 6-digit code to the signed-in user’s own phone number (/auth/verify-phone-number).',
    resolve: (_root, _args, ctx) => ctx.services.phone.sendPhoneVerificationCode(ctx.viewer),
  }),
);

builder.mutationField('verifyPhoneNumber', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Checks the texted code and marks the signed-in user’s phone number verified.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      ctx.services.users.view(await ctx.services.phone.verifyPhoneNumber(ctx.viewer, args.code), ctx.viewer),
  }),
);

builder.mutationField('startPhoneNumberChange', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PhoneCodeSentRef,
    description:
      'Texts a 6-digit code to a NEW phone number for the signed-in user (30 seconds between texts; ' +
      '3 wrong codes block for 30 minutes). Not while impersonating.',
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.phoneChange.startPhoneNumberChange(ctx.viewer, args.phoneNumber, ctx.request.log),
  }),
);

builder.mutationField('confirmPhoneNumberChange', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description:
      'Checks the code texted to the new number and makes it the signed-in user’s verified phone number.',
    args: {
      phoneNumber: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.users.view(
        await ctx.services.phoneChange.confirmPhoneNumberChange(
          ctx.viewer,
          { phoneNumber: args.phoneNumber, code: args.code },
          { requestId: ctx.request.id, ip: requestMeta(ctx.request).ip },
        ),
        ctx.viewer,
      ),
  }),
);
