import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';

/**
 * graphql-js as Node loads it for Mercurius, Pothos and GraphQL Armor (the package's CommonJS `main`).
 * Vitest resolves a bare `import 'graphql'` in our sources to the package's `module` build instead, a second
 * copy whose instanceof checks refuse the schema ("from another module or realm"); code that inspects the
 * schema or its errors takes graphql-js from here.
 */
export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;
