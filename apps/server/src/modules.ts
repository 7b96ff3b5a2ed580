import { accountModule } from './modules/account/account.module';
import { achievementsModule } from './modules/achievements/achievements.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { checkinModule } from './modules/checkin/checkin.module';
import { clubsModule } from './modules/clubs/clubs.module';
import { contactsModule } from './modules/contacts/contacts.module';
import { conversationsModule } from './modules/conversations/conversations.module';
import { documentsModule } from './modules/documents/documents.module';
import { earningsModule } from './modules/earnings/earnings.module';
import { eventsModule } from './modules/events/events.module';
import { guestsModule } from './modules/guests/guests.module';
import { healthModule } from './modules/health/health.module';
import { invitesModule } from './modules/invites/invites.module';
import { ledgerModule } from './modules/ledger/ledger.module';
import { legalModule } from './modules/legal/legal.module';
import { mediaModule } from './modules/media/media.module';
import { offersModule } from './modules/offers/offers.module';
import { messagingModule } from './modules/messaging/messaging.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { passkeysModule } from './modules/passkeys/passkeys.module';
import { paymentsModule } from './modules/payments/payments.module';
import { pointsModule } from './modules/points/points.module';
import { phoneModule } from './modules/phone/phone.module';
import { socialModule } from './modules/social/social.module';
import { tradesModule } from './modules/trades/trades.module';
import { usersModule } from './modules/users/users.module';
import { type ModuleContext, type Services, type ServicesOf, createModules } from './platform/module';

/**
 * Every module of the product, in dependency order: a module comes after every module it needs (createModules
 * refuses the list otherwise). A new domain is one front door (`modules/<domain>/<domain>.module.ts`) added here.
 * Seeds, routes and jobs run in this order too (demo accounts before the demo events they host).
 */
export const MODULES = [
  healthModule,
  legalModule,
  messagingModule,
  auditModule,
  usersModule,
  notificationsModule,
  authModule,
  mediaModule,
  accountModule,
  invitesModule,
  passkeysModule,
  phoneModule,
  socialModule,
  documentsModule,
  paymentsModule,
  ledgerModule,
  clubsModule,
  eventsModule,
  bookingsModule,
  earningsModule,
  guestsModule,
  contactsModule,
  checkinModule,
  conversationsModule,
  pointsModule,
  tradesModule,
  achievementsModule,
  offersModule,
] as const;

declare module './platform/module' {
  /** What the modules of MODULES offer: `ctx.services` in resolvers, typed without platform importing a module. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the modules' offers
  interface Services extends ServicesOf<typeof MODULES> {}
}
export type { Services };

export type ServiceDeps = Omit<ModuleContext, 'log' | 'ping'> & Partial<Pick<ModuleContext, 'log' | 'ping'>>;

const consoleLog: ModuleContext['log'] = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
  info: () => undefined,
};

/** The composition root: every module created once, in MODULES order; what they offer, merged. */
export function createServices(deps: ServiceDeps): Services {
  const ctx: ModuleContext = { log: consoleLog, ping: async () => undefined, ...deps };
  return { ...createModules(MODULES, ctx), rateLimiter: deps.rateLimiter };
}
