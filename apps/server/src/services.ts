import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './http/rate-limit';
import { authService } from './modules/auth/auth.service';
import { codesRepository } from './modules/auth/codes.repository';
import { codesService } from './modules/auth/codes.service';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { sessionsService } from './modules/auth/sessions.service';
import { legalRepository } from './modules/legal/legal.repository';
import { legalService } from './modules/legal/legal.service';
import { messagingRepository } from './modules/messaging/messaging.repository';
import { messagingService } from './modules/messaging/messaging.service';
import { usersRepository } from './modules/users/users.repository';
import { usersService } from './modules/users/users.service';

export type ServiceDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  jwtSecret: string;
  rateLimiter: RateLimiter;
};

/** The composition root: one instance of each module's service, wired to its repository. */
export function createServices({ db, config, clock, jwtSecret, rateLimiter }: ServiceDeps) {
  const legal = legalService(legalRepository(db), config.publicUrl);
  const messaging = messagingService(messagingRepository(db), config, clock);
  const usersRepo = usersRepository(db);
  const sessions = sessionsService(sessionsRepository(db), jwtSecret, clock);
  const codes = codesService(codesRepository(db), clock);
  const auth = authService({
    users: usersRepo,
    sessions,
    codes,
    messaging,
    legal,
    rateLimiter,
    config,
    clock,
  });
  const users = usersService({ users: usersRepo, legal, clock });
  return { legal, messaging, sessions, codes, auth, users, rateLimiter };
}

export type Services = ReturnType<typeof createServices>;
