import { isProfileComplete } from '@repclub/shared';
import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import type { Viewer } from '../auth/sessions.service';
import type { LegalService } from '../legal/legal.service';
import type { UserRow, UsersRepository } from './users.repository';

/** A user as the API shows it; private fields are null unless the viewer is the user or an administrator. */
export type UserView = {
  row: UserRow;
  isSelf: boolean;
  canSeePrivate: boolean;
};

export function usersService({
  users,
  legal,
}: {
  users: UsersRepository;
  legal: LegalService;
  clock: Clock;
}) {
  const view = (row: UserRow, viewer: Viewer | null): UserView => {
    const isSelf = viewer?.userId === row.id;
    return { row, isSelf, canSeePrivate: isSelf || viewer?.isAdmin === true };
  };

  return {
    view,
    isComplete: (row: UserRow) => isProfileComplete(row),
    async agreedToCurrentTerms(row: UserRow): Promise<boolean> {
      const current = await legal.currentVersion();
      return current === null || (row.acceptedTermsVersion ?? 0) >= current;
    },

    async me(viewer: Viewer): Promise<UserView> {
      const row = await users.byId(viewer.userId);
      if (!row) throw notFound('User not found.');
      return view(row, viewer);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
