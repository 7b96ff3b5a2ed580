import { builder } from '../platform/graphql/builder';
import { guardFieldEdges } from '../platform/graphql/edge';
import { addStableIds } from '../platform/graphql/ids';
// Every module's front door imports its *.graphql.ts files, which register their types and fields on the builder.
import '../modules';

/**
 * The schema, with `id` on every object type that has an identity (graphql/ids.ts), and the id checks and field
 * rate limits of graphql/edge.ts around its root fields.
 */
export const schema = guardFieldEdges(addStableIds(builder.toSchema({ sortSchema: true })));
