import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The server integration files that also run on PGlite in `npm test` (`npm run test:integration`); every file runs
 * on PostgreSQL (`npm run test:integration:pg`), and `npm run test:integration:all` runs every file on PGlite.
 * PGlite and PostgreSQL are the same engine: what differs is the driver (how rows and 64-bit numbers come back,
 * prepared statements), the single connection, start-up and the embedded data directory. So the subset is those,
 * plus one file of each module (docs/decisions/118). Paths are relative to apps/server.
 */
export const PGLITE_SUBSET = [
  // Start-up, migrations run again on a kept database, the embedded data directory (DATA_DIR).
  'src/platform/db/persistence.int.test.ts',
  // The test server's copy of the migrated database, and a start on an empty one.
  'src/test/server.int.test.ts',
  // A production start-up on an empty database, serving the built web app.
  'src/platform/http/platform.int.test.ts',
  'src/platform/graphql/graphql.int.test.ts',
  // The demo seed, and each module's seed.
  'src/demo-seed.int.test.ts',
  'src/modules/account/account.seed.int.test.ts',
  'src/modules/clubs/clubs.seed.int.test.ts',
  // Migrations that rewrite data (0009 usernames, 0024 media paths), run again on a migrated database.
  'src/modules/users/email-privacy.int.test.ts',
  'src/modules/media/media-paths.int.test.ts',
  // Prepared statements and fast rows: the statements each request sends, through the PGlite driver.
  'src/modules/bookings/bookings.statements.int.test.ts',
  'src/modules/events/events.statements.int.test.ts',
  'src/modules/notifications/notifications.statements.int.test.ts',
  'src/modules/payments/transactions.statements.int.test.ts',
  // 64-bit numbers as the driver returns them.
  'src/modules/points/points.large.int.test.ts',
  // A restart on the same database.
  'src/modules/phone/phone.restart.int.test.ts',
  // One file of each other module.
  'src/modules/auth/tokens.int.test.ts',
  'src/modules/checkin/checkin.int.test.ts',
  'src/modules/contacts/invited-counts.int.test.ts',
  'src/modules/conversations/conversations.int.test.ts',
  'src/modules/earnings/earnings.int.test.ts',
  'src/modules/guests/guest-pass.int.test.ts',
  'src/modules/invites/invites.int.test.ts',
  'src/modules/ledger/ledger.int.test.ts',
  'src/modules/legal/legal.int.test.ts',
  'src/modules/messaging/outbox.int.test.ts',
  'src/modules/passkeys/passkeys.int.test.ts',
  'src/modules/social/social-providers.int.test.ts',
];
// A renamed or deleted file must not drop out of the subset unnoticed.
for (const file of PGLITE_SUBSET) {
  if (!fs.existsSync(new URL(`apps/server/${file}`, import.meta.url))) {
    throw new Error(`vitest.config.ts PGLITE_SUBSET: apps/server/${file} does not exist`);
  }
}

const integration = {
  root: 'apps/server',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Migrates one database per run; each file's server starts from a copy (docs/decisions/118).
  globalSetup: ['src/test/global-setup.ts'],
};

// One Vitest run, several projects: `npm run test:unit`, `test:integration` and `test:web` pick theirs.
// `server-integration` is every integration file, `server-integration-pglite` the subset above: select one of them
// with --project (a bare `vitest run` would run the subset twice).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The lint rules' probes (eslint-rules/boundaries.test.ts): ESLint's Node API on planted files.
      {
        test: { name: 'lint-rules', root: '.', include: ['eslint-rules/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      { test: { name: 'server-integration', include: ['src/**/*.int.test.ts'], ...integration } },
      { test: { name: 'server-integration-pglite', include: PGLITE_SUBSET, ...integration } },
      'apps/web/vitest.config.ts',
    ],
  },
});
