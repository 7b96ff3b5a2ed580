import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { startTestServer } from './server';

/**
 * The test server's database (docs/decisions/118): a copy of the run's migrated database by default, or an empty one
 * that the server migrates itself; either way every migration is applied once and the seeds have run.
 */
const journal = JSON.parse(
  fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('the test server database', () => {
  it("is copied from this run's migrated database on this engine", () => {
    if (process.env.TEST_DATABASE_URL) {
      expect(inject('testDatabaseTemplate')).toMatch(/^repclub_template_[0-9a-f]{12}$/);
    } else {
      const dump = inject('pgliteDataDirDump');
      expect(dump && fs.statSync(dump).size).toBeGreaterThan(0);
    }
  });

  for (const emptyDatabase of [false, true]) {
    it(`has every migration applied once and the legal documents seeded (${emptyDatabase ? 'empty database' : 'copy'})`, async () => {
      const server = await startTestServer({ emptyDatabase });
      try {
        // Both drivers answer `{ rows }`; the common Db type does not say so.
        const migrations = (await server.database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(migrations.rows[0]!.n).toBe(journal.entries.length);
        const { status, body } = await server.graphql<{ termsAndPrivacy: { version: number } }>(
          '{ termsAndPrivacy { version } }',
        );
        expect(status).toBe(200);
        expect(body.data?.termsAndPrivacy.version).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    });
  }
});
