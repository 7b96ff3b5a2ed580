import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { legalDocumentVersions } from './legal.tables';

export type LegalDocumentVersion = typeof legalDocumentVersions.$inferSelect;
export type NewLegalDocumentVersion = typeof legalDocumentVersions.$inferInsert;

export function legalRepository(db: Db) {
  return {
    /** The newest published version number; reads the primary key index only, not the documents. */
    async latestVersion(): Promise<number | undefined> {
      const rows = await db
        .select({ version: legalDocumentVersions.version })
        .from(legalDocumentVersions)
        .orderBy(desc(legalDocumentVersions.version))
        .limit(1);
      return rows[0]?.version;
    },

    async byVersion(version: number): Promise<LegalDocumentVersion | undefined> {
      const rows = await db
        .select()
        .from(legalDocumentVersions)
        .where(eq(legalDocumentVersions.version, version))
        .limit(1);
      return rows[0];
    },

    /** Inserts the versions that are not stored yet; stored versions are never rewritten. */
    async insertMissing(versions: NewLegalDocumentVersion[]): Promise<void> {
      if (versions.length === 0) return;
      await db.insert(legalDocumentVersions).values(versions).onConflictDoNothing();
    },
  };
}

export type LegalRepository = ReturnType<typeof legalRepository>;
