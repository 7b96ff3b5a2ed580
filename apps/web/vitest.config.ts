import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Screen tests render whole pages in jsdom; on a 2-core machine running the suite's workers a first render
      // that loads lazy chunks can pass 5 s. A hang still fails, after 15 s.
      testTimeout: 15_000,
    },
  }),
);
