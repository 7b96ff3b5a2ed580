import { builder } from '../platform/graphql/builder';
import { guardFieldEdges } from '../platform/graphql/edge';
// Every module's front door imports its *.graphql.ts files, which register their types and fields on the builder.
import '../modules';

/** The schema, with the id checks and field rate limits of graphql/edge.ts around its root fields. */
export const schema = guardFieldEdges(builder.toSchema({ sortSchema: true }));
