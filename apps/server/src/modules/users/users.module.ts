import { auditModule } from '../audit/audit.module';
import { legalModule } from '../legal/legal.module';
import { defineModule } from '../../platform/module';
import './users.graphql';
import { usersRepository } from './users.repository';
import { usersService } from './users.service';

/** Users: profiles, handles, search. `usersRepo` is the owner's record functions other modules read users with. */
export const usersModule = defineModule({
  name: 'users',
  needs: [legalModule, auditModule],
  create: ({ db, clock }, { legal, audit }) => {
    const usersRepo = usersRepository(db);
    return { usersRepo, users: usersService({ users: usersRepo, legal, clock, audit }) };
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { handleBase } from './handles';
export { UserRef } from './users.graphql';
export { userWrites } from './users.repository';
export type { NewUser, UserRow, UsersRepository } from './users.repository';
export type { UserView } from './users.service';
export { users } from './users.tables';
