// One lint setup for the whole repository (`npm run lint` also runs `prettier --check`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/server/**', '@repclub/server', '@repclub/server/*'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@repclub/web', '@repclub/web/*'] }],
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
