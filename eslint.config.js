// One lint setup for the whole repository (`npm run lint` also runs `prettier --check`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleGraph } from './eslint-rules/module-graph.js';

// The web app's import rules (docs/decisions/063-web-feature-boundaries.md): a feature imports only lib/,
// ui/, gql/ and @repclub/shared; routes/ and app/ compose features; lib/ and ui/ import no feature or app
// code. In flat config a later matching object replaces a rule's options, so every entry below repeats the
// web app's base patterns.
const WEB_BASE_PATTERNS = ['**/apps/server/**', '@repclub/server', '@repclub/server/*'];
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_COMPOSERS = ['@/app/**', '@/routes/**', '@/routeTree.gen', '@/router'];
const otherFeatures = (feature) =>
  WEB_FEATURES.filter((other) => other !== feature).map((other) => `@/features/${other}/**`);
const webFeatureBoundaries = WEB_FEATURES.flatMap((feature) => [
  {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE_PATTERNS, ...otherFeatures(feature), ...WEB_COMPOSERS] },
      ],
    },
  },
  {
    // A feature's tests may render the composed pages of app/ (they render whole screens), never another
    // feature's files directly.
    files: [`apps/web/src/features/${feature}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...WEB_BASE_PATTERNS, ...otherFeatures(feature)] }],
    },
  },
]);

// The server's module boundaries (docs/decisions/069-module-front-doors.md): a module imports another module
// only through its front door `<other>/<other>.module.ts`; a `*.tables.ts` file may also import another module's
// `*.tables.ts` (foreign keys). Tests may use other modules' test helpers and tables. A module imports only modules
// its front door needs, and the needs have no cycle (eslint-rules/module-graph.js; modules.test.ts checks it too).
// Each entry repeats the server's base pattern (flat config replaces rule options).
const SERVER_BASE_PATTERNS = ['**/apps/web/**', '@repclub/web', '@repclub/web/*'];
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_TESTS = ['**/*.test.ts', '**/*.test-support.ts', '**/*.test-helpers.ts'];
const frontDoorOnly = (module, allowed) => {
  const others = SERVER_MODULES.filter((other) => other !== module).join('|');
  return {
    regex: `^(\\.\\./)+(${others})/(?!\\2\\.module$${allowed})`,
    message: 'Import another module only through its front door, <module>/<module>.module.ts.',
  };
};
const serverModuleBoundaries = SERVER_MODULES.flatMap((module) => [
  {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_BASE_PATTERNS }, frontDoorOnly(module, '')] },
      ],
    },
  },
  {
    files: [`apps/server/src/modules/${module}/**/*.tables.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_BASE_PATTERNS }, frontDoorOnly(module, '|[\\w-]+\\.tables$')] },
      ],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/gql/**',
      'apps/server/drizzle/**',
      'e2e/.artifacts/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The server and the web app meet only through packages/shared and the GraphQL schema.
      'no-restricted-imports': ['error', { patterns: WEB_BASE_PATTERNS }],
    },
  },
  ...webFeatureBoundaries,
  {
    // The bottom layers: no feature, no composition.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE_PATTERNS, '@/features/**', ...WEB_COMPOSERS] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_BASE_PATTERNS }],
    },
  },
  ...serverModuleBoundaries,
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { repclub: { rules: { 'module-graph': moduleGraph } } },
    rules: { 'repclub/module-graph': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // The shared package is imported by both sides, so it imports neither.
      'no-restricted-imports': ['error', { patterns: ['@repclub/server*', '@repclub/web*', '**/apps/**'] }],
    },
  },
  prettier,
);
