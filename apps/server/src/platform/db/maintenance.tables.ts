import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time data work done at start-up (a backfill after a rule changed), by name: a row means it ran, so each
 * runs once per database however often servers start (docs/decisions/052).
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
