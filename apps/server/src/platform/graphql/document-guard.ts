import type { DocumentNode, GraphQLError as GraphQLErrorType, GraphQLSchema, ValidationRule } from 'graphql';
import { DomainError } from '../errors';
import { NUL_MESSAGE } from '../http/input-guard';
import { graphql } from './runtime';

const { GraphQLError, Kind, Location, specifiedRules, validate, visit } = graphql;

/** An error shaped like Mercurius' own validation error, so it is answered the same way. */
function refused(errors: readonly GraphQLErrorType[]) {
  return Object.assign(new Error('Graphql validation error'), {
    code: 'MER_ERR_GQL_VALIDATION',
    statusCode: 400,
    errors,
  });
}

/**
 * Mercurius' preValidation hook, run once for each document it has not cached yet:
 *
 * - refuses what is not a document graphql-js parsed (Mercurius falls back to reading the query text as a
 *   JSON AST, which crashed validation for `"[]"` or `"1"`);
 * - counts every token, comments included (graphql-js' maxTokens skips comments), against the limit;
 * - refuses NUL characters in string literals (variables are checked with the body, http/input-guard.ts);
 * - validates the document with the same rules as Mercurius and throws when it is invalid. Mercurius keeps
 *   the documents it refused in a cache of their own (`lruErrors`); refusing here, before its validation
 *   runs, keeps refused documents out of memory (finding F1). Valid documents are validated twice, once.
 */
export function documentGuard(options: { rules: readonly ValidationRule[]; maxTokens: number }) {
  const rules = [...specifiedRules, ...options.rules];
  return async (schema: GraphQLSchema, document: DocumentNode) => {
    if (
      typeof document !== 'object' ||
      document === null ||
      document.kind !== Kind.DOCUMENT ||
      !(document.loc instanceof Location)
    ) {
      throw refused([new GraphQLError('Syntax Error: the query is not a GraphQL document.')]);
    }
    let tokens = 0;
    for (let token = document.loc.startToken.next; token; token = token.next) {
      tokens += 1;
      if (tokens > options.maxTokens) {
        throw refused([
          new GraphQLError(`Query token limit of ${options.maxTokens} exceeded.`, {
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        ]);
      }
    }
    let hasNul = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\u0000')) hasNul = true;
      },
    });
    if (hasNul) throw refused([new GraphQLError(NUL_MESSAGE, { originalError: badInput() })]);
    const errors = validate(schema, document, rules);
    if (errors.length > 0) throw refused(errors);
  };
}

const badInput = () => new DomainError('BAD_USER_INPUT', NUL_MESSAGE);
