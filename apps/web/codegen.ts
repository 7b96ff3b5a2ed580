import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed GraphQL documents for the web app. `documentMode: 'string'` makes `graphql()` return the
// operation as a typed string, so no GraphQL parser ships to the browser.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      // Fragments (one per entity a feature selects more than once) are spread inline in the types, so a
      // component reads a fragment's fields directly (docs/decisions/067-web-api-hooks.md).
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        // Points amounts, balances and totals past 32 bits arrive as JSON numbers (docs/decisions/117).
        scalars: { SafeInt: { input: 'number', output: 'number' } },
      },
    },
  },
};

export default config;
