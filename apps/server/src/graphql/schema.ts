import { builder } from '../platform/graphql/builder';
import { guardFieldEdges } from '../platform/graphql/edge';
// Each module registers its types and fields on the builder when imported.
import '../modules/account/account.graphql';
import '../modules/bookings/bookings.graphql';
import '../modules/documents/documents.graphql';
import '../modules/events/events.graphql';
import '../modules/invites/invites.graphql';
import '../modules/legal/legal.graphql';
import '../modules/notifications/notifications.graphql';
import '../modules/passkeys/passkeys.graphql';
import '../modules/payments/payments.graphql';
import '../modules/phone/phone.graphql';
import '../modules/users/users.graphql';

/** The schema, with the id checks and field rate limits of graphql/edge.ts around its root fields. */
export const schema = guardFieldEdges(builder.toSchema({ sortSchema: true }));
