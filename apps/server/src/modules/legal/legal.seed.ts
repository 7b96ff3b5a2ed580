import { privacyPolicyV1, termsOfServiceV1 } from './documents/v1';
import { privacyPolicyV2, termsOfServiceV2 } from './documents/v2';
import type { LegalRepository } from './legal.repository';

/** The published versions of the legal documents. Publishing a new version = adding an entry here. */
export const LEGAL_VERSIONS = [
  {
    version: 1,
    termsOfServiceHtml: termsOfServiceV1,
    privacyPolicyHtml: privacyPolicyV1,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    version: 2,
    termsOfServiceHtml: termsOfServiceV2,
    privacyPolicyHtml: privacyPolicyV2,
    publishedAt: new Date('2026-11-01T00:00:00Z'),
  },
];

export async function seedLegalDocuments(repo: LegalRepository): Promise<void> {
  await repo.insertMissing(LEGAL_VERSIONS);
}
