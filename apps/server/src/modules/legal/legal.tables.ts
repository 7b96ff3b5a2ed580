import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per published version of the legal documents. The newest version is the one users agree to
 * (the terms agreement of accounts §3 carries this integer version).
 */
export const legalDocumentVersions = pgTable('legal_document_versions', {
  version: integer('version').primaryKey(),
  termsOfServiceHtml: text('terms_of_service_html').notNull(),
  privacyPolicyHtml: text('privacy_policy_html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
