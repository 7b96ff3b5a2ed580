import { builder } from './builder';
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

export const schema = builder.toSchema({ sortSchema: true });
