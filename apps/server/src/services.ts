import path from 'node:path';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './http/rate-limit';
import { accountRepository } from './modules/account/account.repository';
import { accountService } from './modules/account/account.service';
import { auditRepository } from './modules/audit/audit.repository';
import { auditService } from './modules/audit/audit.service';
import { authService } from './modules/auth/auth.service';
import { codesRepository } from './modules/auth/codes.repository';
import { codesService } from './modules/auth/codes.service';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { sessionsService } from './modules/auth/sessions.service';
import { mediaRepository } from './modules/media/media.repository';
import { mediaService } from './modules/media/media.service';
import { localMediaStorage, s3MediaStorage } from './modules/media/media.storage';
import { legalRepository } from './modules/legal/legal.repository';
import { legalService } from './modules/legal/legal.service';
import { messagingRepository } from './modules/messaging/messaging.repository';
import { messagingService } from './modules/messaging/messaging.service';
import { passkeysRepository } from './modules/passkeys/passkeys.repository';
import { passkeysService } from './modules/passkeys/passkeys.service';
import { phoneRepository } from './modules/phone/phone.repository';
import { phoneService } from './modules/phone/phone.service';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsService } from './modules/notifications/notifications.service';
import { socialRepository } from './modules/social/social.repository';
import { socialService } from './modules/social/social.service';
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
  const audit = auditService(auditRepository(db), clock);
  const users = usersService({ users: usersRepo, legal, clock, audit });
  const media = mediaService({
    repo: mediaRepository(db),
    storage: config.media.s3
      ? s3MediaStorage(config.media.s3)
      : localMediaStorage(path.join(config.dataDir, 'media')),
    config,
    clock,
  });
  const account = accountService({
    media,
    repo: accountRepository(db),
    users: usersRepo,
    sessions,
    codes,
    auth,
    messaging,
    audit,
    rateLimiter,
    config,
    clock,
  });
  const notifications = notificationsService(notificationsRepository(db), clock);
  const passkeys = passkeysService({
    repo: passkeysRepository(db),
    users: usersRepo,
    auth,
    rateLimiter,
    config,
    clock,
  });
  const phone = phoneService({
    phone: phoneRepository(db),
    users: usersRepo,
    auth,
    codes,
    messaging,
    rateLimiter,
    clock,
  });
  const social = socialService({
    repo: socialRepository(db),
    users: usersRepo,
    auth,
    sessions,
    rateLimiter,
    config,
    clock,
  });
  return {
    legal,
    messaging,
    sessions,
    codes,
    auth,
    users,
    notifications,
    passkeys,
    phone,
    social,
    audit,
    account,
    rateLimiter,
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
