import { auditModule } from '../audit/audit.module';
import { legalModule } from '../legal/legal.module';
import { messagingModule } from '../messaging/messaging.module';
import { defineModule } from '../../platform/module';
import './users.graphql';
import { emailSubscriptionsOf } from './profile.schemas';
import { usersRepository } from './users.repository';
import { usersService } from './users.service';

/**
 * Users: profiles, handles, search. `usersRepo` is the owner's record functions other modules read users with.
 * It answers messaging's `recipients` port: whose address an e-mail goes to and which subscriptions they keep
 * (docs/decisions/078).
 */
export const usersModule = defineModule({
  name: 'users',
  needs: [legalModule, auditModule, messagingModule],
  create: ({ db, clock }, { legal, audit, messagingPorts }) => {
    const usersRepo = usersRepository(db);
    messagingPorts.recipients.bind({
      async byEmail(email) {
        const user = await usersRepo.byEmail(email);
        if (!user || user.deletedAt) return null;
        return { userId: user.id, subscriptions: emailSubscriptionsOf(user.emailSubscriptions) };
      },
      setSubscription: (userId, subscription, subscribed) =>
        usersRepo.setEmailSubscription(userId, subscription, subscribed, clock.now()),
    });
    return { usersRepo, users: usersService({ users: usersRepo, legal, clock, audit }) };
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { handleBase } from './handles';
export { UserRef } from './users.graphql';
export { userWrites } from './users.repository';
export {
  accountMatchingSql,
  activeUserById,
  activeUserByVerifiedEmail,
  birthAndGenderQuery,
  contactsAmong,
  idsNamedLike,
  inviteeByEmail,
  inviteeById,
  personsByIds,
  personsQuery,
  preparePublicUsersByIds,
  publicUsersQuery,
  receiptPersonOf,
  socialProviderCounts,
  socialProvidersOf,
} from './users.reads';
export type { ContactRow, InviteeRow, PersonRow, PublicUserRow } from './users.reads';
export type { NewUser, UserRow, UsersRepository } from './users.repository';
export type { UserView } from './users.service';
