// Probes of the lint boundaries (docs/decisions/119-lint-boundaries.md): each case plants a file that does not exist
// (a path inside the real tree, linted from text with the repository's own eslint.config.js) and expects the rule's
// error; the allowed cases expect none. The review's probes (2026-11-28, §2.3) are numbered as there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = (file: string) => path.join(root, 'apps/server/src', file);
const web = (file: string) => path.join(root, 'apps/web/src', file);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId.startsWith('repclub/') });
});

/** The repclub/* errors of `code` linted as if it were `file`: "rule: message" each. */
async function errorsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

type Probe = [name: string, file: string, code: string, expected: RegExp];

const forbidden: Probe[] = [
  [
    '1 a module imports another module’s repository',
    server('modules/points/zz-probe.ts'),
    "import { clubsRepository } from '../clubs/clubs.repository';\nexport const probe = clubsRepository;",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '2 a type import of another module’s service',
    server('modules/points/zz-probe.ts'),
    "import type { ClubsService } from '../clubs/clubs.service';\nexport type Probe = ClubsService;",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '3 a path through ../../modules/',
    server('modules/points/zz-probe.ts'),
    "import { clubsService } from '../../modules/clubs/clubs.service';\nexport const probe = clubsService;",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '4 a dynamic import()',
    server('modules/points/zz-probe.ts'),
    "export const probe = async () => (await import('../clubs/clubs.repository')).clubsRepository;",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '5 export … from',
    server('modules/points/zz-probe.ts'),
    "export { teamService } from '../clubs/team.service';",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '5b export * from',
    server('modules/points/zz-probe.ts'),
    "export * from '../clubs/clubs.repository';",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '5c a bare import',
    server('modules/points/zz-probe.ts'),
    "import '../clubs/clubs.graphql';",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '5d require()',
    server('modules/points/zz-probe.ts'),
    "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const probe = require('../clubs/clubs.repository');",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '5e a TypeScript import type',
    server('modules/points/zz-probe.ts'),
    "export type Probe = import('../clubs/clubs.service').ClubsService;",
    /boundaries: Import module 'clubs' only through its front door/,
  ],
  [
    '6 a module its front door does not need',
    server('modules/ledger/zz-probe.ts'),
    "import { usersModule } from '../users/users.module';\nexport const probe = usersModule;",
    /module-graph: Module 'ledger' imports module 'users', which its front door does not need/,
  ],
  [
    '6b a module not needed, through import()',
    server('modules/ledger/zz-probe.ts'),
    "export const probe = () => import('../users/users.module');",
    /module-graph: Module 'ledger' imports module 'users'/,
  ],
  [
    '7 platform/ imports a module’s internals',
    server('platform/zz-probe.ts'),
    "import { clubsRepository } from '../modules/clubs/clubs.repository';\nexport const probe = clubsRepository;",
    /boundaries: platform\/ imports no module/,
  ],
  [
    '7b platform/ imports a front door',
    server('platform/http/zz-probe.ts'),
    "import type { clubsModule } from '../../modules/clubs/clubs.module';\nexport type Probe = typeof clubsModule;",
    /boundaries: platform\/ imports no module/,
  ],
  [
    '7c platform/ imports the composition root',
    server('platform/graphql/zz-probe.ts'),
    "import type { Services } from '../../modules';\nexport type Probe = Services;",
    /boundaries: platform\/ imports only platform\//,
  ],
  [
    '7d platform/ imports graphql/',
    server('platform/graphql/zz-probe.ts'),
    "export { schema } from '../../graphql/schema';",
    /boundaries: platform\/ imports only platform\//,
  ],
  [
    '7e app.ts-level code imports a module’s internals',
    server('zz-probe.ts'),
    "import type { BookingFaults } from './modules/bookings/bookings.service';\nexport type Probe = BookingFaults;",
    /boundaries: Import module 'bookings' only through its front door/,
  ],
  [
    '7f test/ support imports a module’s internals',
    server('test/zz-probe.ts'),
    "export type { AuthInfo } from '../modules/auth/auth.service';",
    /boundaries: Import module 'auth' only through its front door/,
  ],
  [
    '7g a module imports the composition root',
    server('modules/points/zz-probe.ts'),
    "import type { Services } from '../../modules';\nexport type Probe = Services;",
    /boundaries: A module imports no file above the modules/,
  ],
  [
    '8 a feature imports another feature by alias',
    web('features/points/zz-probe.ts'),
    "export { ClubAdminSection } from '@/features/clubs/club-admin-shared';",
    /boundaries: Feature 'points' imports feature 'clubs'/,
  ],
  [
    '9 a feature imports another feature by a relative path',
    web('features/points/zz-probe.ts'),
    "export { ClubAdminSection } from '../clubs/club-admin-shared';",
    /boundaries: Feature 'points' imports feature 'clubs'/,
  ],
  [
    '10 a feature imports app/ by alias',
    web('features/points/zz-probe.ts'),
    "import { EventPage } from '@/app/pages/event-page';\nexport const probe = EventPage;",
    /boundaries: Feature 'points' imports @\/app\/pages\/event-page: app\/ and routes\/ compose features/,
  ],
  [
    '11 a feature imports app/ by a relative path',
    web('features/points/zz-probe.ts'),
    "import { EventPage } from '../../app/pages/event-page';\nexport const probe = EventPage;",
    /boundaries: Feature 'points' imports \.\.\/\.\.\/app\/pages\/event-page/,
  ],
  [
    '11b a feature imports a route, dynamically',
    web('features/points/zz-probe.ts'),
    "export const probe = () => import('../../routes/__root');",
    /boundaries: Feature 'points' imports \.\.\/\.\.\/routes\/__root/,
  ],
  [
    '12 lib/ imports a feature by alias',
    web('lib/zz-probe.ts'),
    "export { pointsText } from '@/features/points/points-text';",
    /boundaries: lib\/ imports @\/features\/points\/points-text: lib\/ and ui\/ import no entity, feature/,
  ],
  [
    '13 lib/ imports a feature by a relative path',
    web('lib/zz-probe.ts'),
    "import '../features/points/points-text';",
    /boundaries: lib\/ imports \.\.\/features\/points\/points-text/,
  ],
  [
    '13b ui/ imports routes/',
    web('ui/zz-probe.tsx'),
    "import type { Route } from '../routes/__root';\nexport type Probe = typeof Route;",
    /boundaries: ui\/ imports \.\.\/routes\/__root/,
  ],
  [
    '13c ui/ imports an entity',
    web('ui/zz-probe.tsx'),
    "export * from '@/entities/user/user-picker';",
    /boundaries: ui\/ imports @\/entities\/user\/user-picker/,
  ],
  [
    '13d an entity imports a feature',
    web('entities/user/zz-probe.ts'),
    "export { pointsText } from '../../features/points/points-text';",
    /boundaries: Entity 'user' imports feature 'points'/,
  ],
  [
    '13e an entity imports app/',
    web('entities/user/zz-probe.ts'),
    "import '@/app/pages/event-page';",
    /boundaries: Entity 'user' imports @\/app\/pages\/event-page/,
  ],
  [
    '13f the web app imports the server by path',
    web('lib/zz-probe.ts'),
    "import type { Config } from '../../../server/src/platform/config';\nexport type Probe = Config;",
    /boundaries: The server and the web app meet only through packages\/shared/,
  ],
  [
    '14a a Drizzle write of another module’s table',
    server('modules/points/zz-probe2.ts'),
    "import { users } from '../users/users.module';\nexport const probe = (db: any) => db.update(users).set({ name: 'x' });",
    /table-writes: \.update\(\) of table 'users', which module 'users' owns/,
  ],
  [
    '14b raw SQL writing another module’s table',
    server('modules/points/zz-probe2.ts'),
    "import { sql } from 'drizzle-orm';\nexport const probe = sql`UPDATE club_memberships SET tier_id = NULL`;",
    /table-writes: UPDATE of table 'club_memberships', which module 'clubs' owns/,
  ],
  [
    '14c a Drizzle insert through a namespace import',
    server('modules/points/zz-probe2.ts'),
    "import * as events from '../events/events.module';\nexport const probe = (db: any) => db.insert(events.events).values({});",
    /table-writes: \.insert\(\) of table 'events', which module 'events' owns/,
  ],
  [
    '14d raw SQL with the table interpolated',
    server('modules/points/zz-probe2.ts'),
    "import { sql } from 'drizzle-orm';\nimport { clubTiers } from '../clubs/clubs.module';\nexport const probe = sql`DELETE FROM ${clubTiers} WHERE true`;",
    /table-writes: DELETE FROM of table 'clubTiers', which module 'clubs' owns/,
  ],
  [
    '14e platform/ deletes a module’s table by raw SQL',
    server('platform/db/zz-probe.ts'),
    "export const probe = 'DELETE FROM users WHERE id = $1';",
    /table-writes: DELETE FROM of table 'users', which module 'users' owns/,
  ],
];

describe('lint refuses each planted boundary break', () => {
  it.each(forbidden)('%s', async (_name, file, code, expected) => {
    const errors = await errorsOf(file, code);
    expect(
      errors.some((error) => expected.test(error)),
      errors.join('\n') || 'no error',
    ).toBe(true);
  });

  it('15 a front door whose needs close a cycle (ledger needs points)', async () => {
    const file = server('modules/ledger/ledger.module.ts');
    const text = readFileSync(file, 'utf8');
    expect(await errorsOf(file, text)).toEqual([]);
    const cyclic = text
      .replace(/needs: \[\]/, 'needs: [pointsModule]')
      .replace(/^/, "import { pointsModule } from '../points/points.module';\n");
    expect(await errorsOf(file, cyclic)).toContainEqual(
      expect.stringMatching(/module-graph: Module 'ledger' needs itself through ledger → points → .*ledger/),
    );
  });
});

const allowed: [name: string, file: string, code: string][] = [
  [
    'a module imports a module it needs through its front door',
    server('modules/points/zz-probe.ts'),
    "import { clubsModule } from '../clubs/clubs.module';\nexport const probe = clubsModule;",
  ],
  [
    'a module imports its own files, dynamically too',
    server('modules/points/zz-probe.ts'),
    "import { pointsModule } from './points.module';\nexport const probe = () => [pointsModule, import('./points.service')];",
  ],
  [
    'a *.tables.ts imports another module’s *.tables.ts (foreign keys)',
    server('modules/points/zz-probe.tables.ts'),
    "import { users } from '../users/users.tables';\nexport const probe = users;",
  ],
  [
    'the composition root imports front doors',
    server('zz-probe.ts'),
    "import { clubsModule } from './modules/clubs/clubs.module';\nexport const probe = clubsModule;",
  ],
  [
    'a test reaches into another module for fixtures',
    server('modules/points/zz-probe.int.test.ts'),
    "import { clubWithTeam } from '../clubs/clubs.test-support';\nimport { users } from '../users/users.tables';\nexport const probe = (db: any) => [clubWithTeam, db.insert(users)];",
  ],
  [
    'a module writes its own table and reads another’s',
    server('modules/trades/zz-probe2.ts'),
    "import { sql } from 'drizzle-orm';\nimport { tradeRequests } from './trades.tables';\nimport { users } from '../users/users.module';\nexport const probe = (db: any) => [db.insert(tradeRequests).values({}), db.select().from(users), sql`UPDATE trade_requests SET state = 'x'`];",
  ],
  [
    'platform/ imports platform/',
    server('platform/graphql/zz-probe.ts'),
    "import { DomainError } from '../errors';\nexport const probe = DomainError;",
  ],
  [
    'a feature imports its own files, an entity, lib/ and ui/',
    web('features/points/zz-probe.ts'),
    "export * from './points-text';\nexport * from '@/entities/user/user-picker';\nexport * from '../../entities/club/club-chip';\nexport * from '@/lib/format';\nexport * from '../../ui/button';",
  ],
  [
    'a feature’s test renders an app/ page',
    web('features/points/zz-probe.test.tsx'),
    "export { EventPage } from '@/app/pages/event-page';",
  ],
  [
    'app/ and routes/ compose features',
    web('routes/zz-probe.tsx'),
    "export * from '@/features/points/points-text';\nexport * from '../app/pages/event-page';",
  ],
];

describe('lint lets the allowed imports through', () => {
  it.each(allowed)('%s', async (_name, file, code) => {
    expect(await errorsOf(file, code)).toEqual([]);
  });
});
