import { builder } from '../../graphql/builder';
import { UserRef } from '../users/users.graphql';

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
  t.field({
    type: PhoneCodeSentRef,
    description: 'Texts a 6-digit code to the signed-in user’s own phone number (/auth/verify-phone-number).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.phone.sendViewerCode(ctx.viewer!),
  }),
);

builder.mutationField('verifyPhoneNumber', (t) =>
  t.field({
    type: UserRef,
    description: 'Checks the texted code and marks the signed-in user’s phone number verified.',
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      ctx.services.users.view(await ctx.services.phone.verifyViewerPhone(ctx.viewer!, args.code), ctx.viewer),
  }),
);
