import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @repclub/server` writes a new SQL migration into ./drizzle from the tables in
// src/db/schema.ts. Migrations are applied at start-up, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
