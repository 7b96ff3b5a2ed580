import type { Executor } from '../../platform/db/executor';

/** A club as the points module needs it: its name (messages) and status (whether its points may move). */
export type PointsClub = { id: string; displayName: string; status: string };

/**
 * What the points module asks of clubs (docs/decisions/097): the clubs module's front door answers it
 * (points.module.ts binds it). Every function runs on the caller's executor.
 */
export type ClubsPort = {
  /** The club, or null when there is none with this id. */
  club: (ex: Executor, clubId: string) => Promise<PointsClub | null>;
  /** The club and which of the users are its members (one statement); null when there is no such club. */
  clubWithMembers: (
    ex: Executor,
    clubId: string,
    userIds: readonly string[],
  ) => Promise<{ club: PointsClub; members: Set<string> } | null>;
  /** Whether the user holds MANAGE_POINTS in the club (its owner, ADMIN, REWARD_MANAGER). */
  canManagePoints: (ex: Executor, clubId: string, userId: string) => Promise<boolean>;
  /** The clubs the user is a member of. */
  memberClubIds: (ex: Executor, userId: string) => Promise<string[]>;
};

/** Statuses in which a club's points may not move (docs/decisions/094): archived or suspended. */
export const FROZEN_CLUB_STATUSES: readonly string[] = ['STATIC', 'SUSPENDED'];
