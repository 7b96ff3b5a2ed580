import { fileURLToPath } from 'node:url';

// This file sits one level below the server package root both as source (src/paths.ts) and once bundled
// (dist/main.js), so paths relative to the package root resolve the same way in development and production.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
