import { builder } from './builder';
// Each module registers its types and fields on the builder when imported.
import '../modules/legal/legal.graphql';
import '../modules/users/users.graphql';

export const schema = builder.toSchema({ sortSchema: true });
