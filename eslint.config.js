// One lint setup for the whole repository (`npm run lint` also runs `prettier --check`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint-rules/boundaries.js';
import { moduleGraph } from './eslint-rules/module-graph.js';
import { tableWrites } from './eslint-rules/table-writes.js';

// Boundaries (docs/decisions/119-lint-boundaries.md): the layers of the server (069-module-front-doors.md) and of
// the web app (063-web-feature-boundaries.md) are checked by repclub/boundaries on the file each import resolves to,
// in every import form; repclub/module-graph checks that a module imports only modules its front door needs, and
// repclub/table-writes that a table is written only by the module that declares it. eslint-rules/boundaries.test.ts
// plants a forbidden import of each kind and expects the error. no-restricted-imports below only keeps the two apps
// from importing each other by package name.
const WEB_BASE_PATTERNS = ['**/apps/server/**', '@repclub/server', '@repclub/server/*'];
const SERVER_BASE_PATTERNS = ['**/apps/web/**', '@repclub/web', '@repclub/web/*'];
const repclub = {
  rules: { boundaries, 'module-graph': moduleGraph, 'table-writes': tableWrites },
};

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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { repclub },
    rules: { 'repclub/boundaries': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_BASE_PATTERNS }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { repclub },
    rules: {
      'repclub/boundaries': 'error',
      'repclub/module-graph': 'error',
      'repclub/table-writes': 'error',
    },
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
