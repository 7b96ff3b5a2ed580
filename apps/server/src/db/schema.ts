// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../platform/db/maintenance.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/bookings/bookings.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/documents/documents.tables';
export * from '../modules/events/events.tables';
export * from '../modules/invites/invites.tables';
export * from '../modules/legal/legal.tables';
export * from '../modules/messaging/messaging.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/passkeys/passkeys.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/payments/gateways/sandbox.tables';
export * from '../modules/phone/phone.tables';
export * from '../modules/social/social.tables';
export * from '../modules/users/users.tables';
