import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/client';
import { seedDemoAccounts } from '../modules/account/account.seed';
import { legalRepository } from '../modules/legal/legal.repository';
import { seedLegalDocuments } from '../modules/legal/legal.seed';

/**
 * Data the product needs to run (legal documents) is seeded on every start; seeding is idempotent.
 * Demo data (accounts, events, clubs, pies; listed in the README) is seeded when `seedDemo` is on and
 * grows with each module: a module adds its demo seed to DEMO_SEEDS.
 */
type Seed = { name: string; run: (db: Db) => Promise<void> };

const BASE_SEEDS: Seed[] = [
  { name: 'legal documents', run: (db) => seedLegalDocuments(legalRepository(db)) },
];
const DEMO_SEEDS: Seed[] = [{ name: 'demo accounts', run: seedDemoAccounts }];

export async function runSeeds(db: Db, options: { demo: boolean; log?: FastifyBaseLogger }) {
  for (const seed of [...BASE_SEEDS, ...(options.demo ? DEMO_SEEDS : [])]) {
    await seed.run(db);
    options.log?.debug({ seed: seed.name }, 'seeded');
  }
}
