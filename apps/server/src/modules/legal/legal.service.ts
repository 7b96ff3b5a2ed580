import { notFound } from '../../platform/errors';
import type { LegalRepository } from './legal.repository';

export type LegalDocumentKind = 'terms-of-service' | 'privacy-policy';

export type TermsAndPrivacy = {
  version: number;
  termsAndConditionsUrl: string;
  privacyPolicyUrl: string;
};

/** Where a version of a legal document is served as HTML (see legal.routes.ts). */
export const legalDocumentPath = (kind: LegalDocumentKind, version: number) =>
  `/api/legal/${kind}/${version}`;

export function legalService(repo: LegalRepository, publicUrl: string) {
  return {
    /** The current version and the absolute addresses of its two documents. */
    async termsAndPrivacy(): Promise<TermsAndPrivacy> {
      const version = await repo.latestVersion();
      if (version === undefined) throw notFound('No terms have been published yet.');
      return {
        version,
        termsAndConditionsUrl: `${publicUrl}${legalDocumentPath('terms-of-service', version)}`,
        privacyPolicyUrl: `${publicUrl}${legalDocumentPath('privacy-policy', version)}`,
      };
    },

    /** The version a user must have accepted for agreeToTermsAndConditions to be true. */
    async currentVersion(): Promise<number | null> {
      return (await repo.latestVersion()) ?? null;
    },

    async documentHtml(kind: LegalDocumentKind, version: number): Promise<string> {
      const row = await repo.byVersion(version);
      if (!row) throw notFound(`There is no version ${version} of this document.`);
      return kind === 'terms-of-service' ? row.termsOfServiceHtml : row.privacyPolicyHtml;
    },
  };
}

export type LegalService = ReturnType<typeof legalService>;
