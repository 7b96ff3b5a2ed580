import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @repclub/server` writes a new SQL migration into ./drizzle from every module's tables:
// a module's tables are its `*.tables.ts` files (the platform's too). Migrations are applied at start-up, on PGlite
// and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/*.tables.ts', './src/modules/**/*.tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
