import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: `npm run test:unit`, `test:integration` and `test:web` pick theirs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The lint rules' probes (eslint-rules/boundaries.test.ts): ESLint's Node API on planted files.
      {
        test: { name: 'lint-rules', root: '.', include: ['eslint-rules/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'server-integration',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
