import { builder } from '../../platform/graphql/builder';
import type { TermsAndPrivacy } from './legal.service';

const TermsAndPrivacyRef = builder.objectRef<TermsAndPrivacy>('TermsAndPrivacy').implement({
  description: 'The current version of the legal documents and where their HTML is served.',
  fields: (t) => ({
    version: t.exposeInt('version', {
      description: 'The version a user agrees to when accepting the terms.',
    }),
    termsAndConditionsUrl: t.exposeString('termsAndConditionsUrl'),
    privacyPolicyUrl: t.exposeString('privacyPolicyUrl'),
  }),
});

builder.queryField('termsAndPrivacy', (t) =>
  t.field({
    type: TermsAndPrivacyRef,
    description: 'The current terms of service and privacy policy: their version and their addresses.',
    resolve: (_root, _args, ctx) => ctx.services.legal.termsAndPrivacy(),
  }),
);
