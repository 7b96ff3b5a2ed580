import { CLUB_MESSAGES as M, nextTierFor, tierWithGrant } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError, badInput } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type ConnectionArgs, isTimeIdKey, paginate } from '../../platform/graphql/pagination';
import type { Viewer } from '../../platform/viewer';
import { canSee, clubNotFound, notAllowed } from './clubs.access';
import type {
  ClubMembershipRow,
  ClubPersonRow,
  ClubRow,
  ClubTierRow,
  ClubsRepository,
} from './clubs.repository';
import type { ClubView } from './clubs.views';
import type { ClubsService } from './clubs.service';
import { inviteStatus, isAddressedTo } from './invites.rules';

/**
 * A member's points in clubs, answered by the points module when it binds itself (docs/decisions/095): a key
 * `${clubId}:${userId}` per balance. Without it, every balance is 0.
 */
export type ClubPointsReader = {
  balances: (pairs: readonly { clubId: string; userId: string }[]) => Promise<Map<string, number>>;
};

export const pointsKey = (clubId: string, userId: string) => `${clubId}:${userId}`;

/** A membership as GraphQL shows it: its club, points and tier (computed on read). */
export type MembershipView = {
  club: ClubView;
  joinedAt: Date;
  points: number;
  tier: ClubTierRow | null;
  nextTier: ClubTierRow | null;
  pointsToNextTier: number | null;
};

export type MemberView = { person: ClubPersonRow; joinedAt: Date; points: number; tier: ClubTierRow | null };

/** Joining and leaving clubs, the viewer's memberships and a club's members (domain §7; decisions 094, 095). */
export function membershipsService({
  repo,
  clubs,
  points,
  clock,
}: {
  repo: ClubsRepository;
  clubs: ClubsService;
  points: () => ClubPointsReader | null;
  clock: Clock;
}) {
  async function balances(pairs: { clubId: string; userId: string }[]) {
    const reader = points();
    return reader && pairs.length > 0 ? reader.balances(pairs) : new Map<string, number>();
  }

  function tiersByClub(rows: ClubTierRow[]) {
    const byClub = new Map<string, ClubTierRow[]>();
    for (const t of rows) byClub.set(t.clubId, [...(byClub.get(t.clubId) ?? []), t]);
    return byClub;
  }

  async function membershipViews(
    userId: string,
    items: { club: ClubView; membership: ClubMembershipRow }[],
  ): Promise<MembershipView[]> {
    const clubIds = items.map((i) => i.club.row.id);
    const [tiers, held] = await Promise.all([
      repo.tiersOf(clubIds),
      balances(clubIds.map((clubId) => ({ clubId, userId }))),
    ]);
    const byClub = tiersByClub(tiers);
    return items.map(({ club, membership }) => {
      const clubTiers = byClub.get(club.row.id) ?? [];
      const pts = held.get(pointsKey(club.row.id, userId)) ?? 0;
      const next = nextTierFor(pts, clubTiers);
      return {
        club,
        joinedAt: membership.joinedAt,
        points: pts,
        tier: tierWithGrant(pts, clubTiers, membership.grantedTierLevel),
        nextTier: next?.tier ?? null,
        pointsToNextTier: next?.pointsToGo ?? null,
      };
    });
  }

  /** Why the viewer may not join (null: they may), for the club page (docs/decisions/094). */
  async function joinRefusal(view: ClubView): Promise<string | null> {
    const { row, standing } = view;
    if (!standing.viewerId) return M.joinSignIn;
    if (standing.membership) return M.alreadyMember;
    if (!row.publishedAt) return M.notPublished;
    if (row.status === 'SUSPENDED') return M.suspended;
    if (row.status === 'STATIC') return M.archived;
    if (row.status !== 'OPEN') return M.joinNotOpen;
    if (row.access === 'PRIVATE' && !(await hasMembershipInvite(row, standing.viewerId)))
      return M.joinPrivate;
    return null;
  }

  async function hasMembershipInvite(club: ClubRow, userId: string) {
    const user = await repo.userById(userId);
    const open = await repo.invitesFor(userId, user?.email ?? null, clock.now());
    return open.some((i) => i.clubId === club.id && i.role === null);
  }

  return {
    joinRefusal,

    /** The viewer's membership of a club as a view, or null. */
    async myMembership(view: ClubView): Promise<MembershipView | null> {
      const { standing } = view;
      if (!standing.viewerId || !standing.membership) return null;
      return (
        await membershipViews(standing.viewerId, [{ club: view, membership: standing.membership }])
      )[0]!;
    },

    async myClubMemberships(viewer: Viewer): Promise<MembershipView[]> {
      const rows = await repo.membershipsOf(viewer.userId);
      const views = await clubs.viewsOf(
        viewer,
        rows.map((r) => r.club),
      );
      return membershipViews(
        viewer.userId,
        rows.map((r, i) => ({ club: views[i]!, membership: r.membership })),
      );
    },

    /**
     * Joins an OPEN published club: PUBLIC to anyone signed in, PRIVATE with a membership invite (which it uses).
     */
    async joinClub(viewer: Viewer, clubId: string, inviteId: string | null | undefined): Promise<ClubView> {
      if (!isUuid(clubId)) throw clubNotFound();
      const row = await repo.byId(clubId);
      if (!row) throw clubNotFound();
      const view = await clubs.viewOf(viewer, row);
      const viaInvite = inviteId && isUuid(inviteId) ? await repo.inviteById(inviteId) : undefined;
      if (inviteId && (!viaInvite || viaInvite.clubId !== clubId || viaInvite.role !== null))
        throw new DomainError('NOT_FOUND', M.inviteNotFound);
      if (!canSee(row, view.standing) && !viaInvite) throw clubNotFound();
      if (view.standing.membership) throw badInput(M.alreadyMember);
      if (!row.publishedAt) throw badInput(M.notPublished);
      if (row.status === 'SUSPENDED') throw badInput(M.suspended);
      if (row.status === 'STATIC') throw badInput(M.archived);
      if (row.status !== 'OPEN') throw badInput(M.joinNotOpen);
      const now = clock.now();
      let invite = viaInvite;
      if (!invite && row.access === 'PRIVATE') {
        const user = await repo.userById(viewer.userId);
        invite = (await repo.invitesFor(viewer.userId, user?.email ?? null, now)).find(
          (i) => i.clubId === clubId && i.role === null,
        );
        if (!invite) throw new DomainError('AUTH_NOT_AUTHORIZED', M.joinPrivate);
      }
      if (invite) {
        const status = inviteStatus(invite, now);
        if (status !== 'ACTIVE') throw badInput(inviteRefusal(status));
        const user = await repo.userById(viewer.userId);
        if (!isAddressedTo(invite, viewer.userId, user?.email ?? null))
          throw new DomainError('AUTH_NOT_AUTHORIZED', M.inviteNotYours);
      }
      await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, clubId);
        if (locked?.status !== 'OPEN') throw badInput(M.joinNotOpen);
        if (invite && !(await repo.useInvite(tx, invite.id, now))) throw badInput(M.inviteUsedUp);
        const added = await repo.insertMembership(tx, {
          clubId,
          userId: viewer.userId,
          joinedAt: now,
          inviteId: invite?.id ?? null,
        });
        if (!added) throw badInput(M.alreadyMember);
      });
      return clubs.viewOf(viewer, row);
    },

    /** Leaves a club (points stay with the ledger); the owner cannot leave. */
    async leaveClub(viewer: Viewer, clubId: string): Promise<ClubView> {
      if (!isUuid(clubId)) throw clubNotFound();
      const row = await repo.byId(clubId);
      if (!row) throw clubNotFound();
      const view = await clubs.viewOf(viewer, row);
      if (!view.standing.membership) {
        if (!canSee(row, view.standing)) throw clubNotFound();
        throw badInput(M.notMember);
      }
      if (row.ownerId === viewer.userId) throw badInput(M.ownerCannotLeave);
      await repo.deleteMembership(repo.db, clubId, viewer.userId);
      return clubs.viewOf(viewer, row);
    },

    /** A page of the club's members with their points and tier (VIEW_MEMBERS). */
    async members(view: ClubView, args: ConnectionArgs) {
      if (!view.standing.permissions.includes('VIEW_MEMBERS')) throw notAllowed();
      const page = await paginate(args, {
        fetch: (limit, after) => repo.members(view.row.id, limit, after),
        keyOf: (m) => [m.joinedAt.toISOString().replace('Z', '000Z'), m.userId] as [string, string],
        isKey: isTimeIdKey,
      });
      const clubId = view.row.id;
      const [tiers, held] = await Promise.all([
        repo.tiersOf([clubId]),
        balances(page.edges.map((e) => ({ clubId, userId: e.node.userId }))),
      ]);
      return {
        ...page,
        edges: page.edges.map((e) => {
          const pts = held.get(pointsKey(clubId, e.node.userId)) ?? 0;
          const node: MemberView = {
            person: e.node.person,
            joinedAt: e.node.joinedAt,
            points: pts,
            tier: tierWithGrant(pts, tiers, e.node.grantedTierLevel),
          };
          return { cursor: e.cursor, node };
        }),
      };
    },
  };
}

export function inviteRefusal(status: string): string {
  if (status === 'EXPIRED') return M.inviteExpired;
  if (status === 'USED_UP') return M.inviteUsedUp;
  if (status === 'REVOKED') return M.inviteRevoked;
  return M.inviteNotFound;
}

export type MembershipsService = ReturnType<typeof membershipsService>;
