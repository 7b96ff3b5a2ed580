import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { legalRepository } from './modules/legal/legal.repository';
import { legalService } from './modules/legal/legal.service';

export type ServiceDeps = { db: Db; config: Config; clock: Clock };

/** The composition root: one instance of each module's service, wired to its repository. */
export function createServices({ db, config }: ServiceDeps) {
  return {
    legal: legalService(legalRepository(db), config.publicUrl),
  };
}

export type Services = ReturnType<typeof createServices>;
