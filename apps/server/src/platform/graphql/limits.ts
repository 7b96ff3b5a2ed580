import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { Config } from '../config';

/** Reports a refused query as one validation error with the QUERY_TOO_COMPLEX code. */
const reject = [
  (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    );
  },
];

/**
 * Depth, cost and alias limits, checked while the query is validated: a query over a limit is refused
 * before any resolver runs, with a message that names the limit. Mercurius caches validated queries, so
 * the check costs nothing for a repeated query.
 */
export function queryLimitRules(
  limits: Pick<Config['graphql'], 'maxDepth' | 'maxCost' | 'maxAliases'>,
): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false, onReject: reject };
  return [
    maxDepthRule({ ...common, n: limits.maxDepth, flattenFragments: true }),
    costLimitRule({ ...common, maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 }),
    maxAliasesRule({ ...common, n: limits.maxAliases }),
  ] as unknown as ValidationRule[];
}
