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
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
