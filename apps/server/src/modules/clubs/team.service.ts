import {
  CLUB_LIMITS,
  CLUB_MESSAGES as M,
  CLUB_ROLE_DISPLAY_NAMES,
  type ClubInvitePayload,
  type ClubRole,
  type ClubTeamKind,
  clubRoutes,
  isCollaboratorRole,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db/executor';
import { DomainError, badInput } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import type { MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { clubNotFound, notAllowed } from './clubs.access';
import { clubInvitationEmail, ownershipTransferEmail } from './clubs.emails';
import type {
  ClubInviteRow,
  ClubPersonRow,
  ClubRow,
  ClubTeamRow,
  ClubTransferRow,
  ClubsRepository,
} from './clubs.repository';
import { type ClubsService, assertChangeable } from './clubs.service';
import type { ClubView } from './clubs.views';
import { inviteStatus, isAddressedTo } from './invites.rules';
import { inviteRefusal } from './memberships.service';

export type TeamMemberView = ClubTeamRow & { person: ClubPersonRow };

/** An invite as GraphQL shows it; the address only to the club's team managers and the invitee. */
export type InviteView = { row: ClubInviteRow; club: ClubView; status: string; showEmail: boolean };

export type TransferView = { row: ClubTransferRow; club: ClubView };

const UNKNOWN_PERSON = (userId: string): ClubPersonRow => ({
  userId,
  name: 'Member',
  userName: null,
  avatarUrl: null,
});

/**
 * A club's team (docs/decisions/093, 098): who holds which role, invites to the team or to membership, role
 * changes, removal and ownership transfers, with their notifications and e-mails.
 */
export function teamService({
  repo,
  clubs,
  notifications,
  messaging,
  publicUrl,
  clock,
  log,
}: {
  repo: ClubsRepository;
  clubs: ClubsService;
  notifications: NotificationsService;
  messaging: MessagingService;
  publicUrl: string;
  clock: Clock;
  log: ModuleLog;
}) {
  const inviteLink = (id: string) => `${publicUrl}${clubRoutes.myRepClubsInvite(id)}`;
  const clubLink = (id: string) => `${publicUrl}${clubRoutes.myRepClub(id)}`;

  /** Notifications and e-mails go out after the change; a failure is logged, the change stands. */
  async function tell(work: () => Promise<unknown>, what: string) {
    try {
      await work();
    } catch (err) {
      log.error({ err, what }, 'club notification failed');
    }
  }

  async function emailOf(userId: string): Promise<string | null> {
    return (await repo.userById(userId))?.email ?? null;
  }

  async function inviteView(viewer: Viewer, row: ClubInviteRow, club?: ClubRow): Promise<InviteView> {
    const clubRow = club ?? (await repo.byId(row.clubId))!;
    const view = await clubs.viewOf(viewer, clubRow);
    const manages = view.standing.permissions.includes('MANAGE_TEAM');
    const email = manages || row.inviteeId === viewer.userId ? null : await emailOf(viewer.userId);
    const isInvitee =
      row.inviteeId === viewer.userId ||
      (row.email !== null && email !== null && row.email === email.toLowerCase());
    return { row, club: view, status: inviteStatus(row, clock.now()), showEmail: manages || isInvitee };
  }

  /** The invite, with the viewer holding MANAGE_TEAM in its club. */
  async function managedInvite(viewer: Viewer, inviteId: string) {
    const row = isUuid(inviteId) ? await repo.inviteById(inviteId) : undefined;
    if (!row) throw new DomainError('NOT_FOUND', M.inviteNotFound);
    const view = await clubs.managed(viewer, row.clubId, 'MANAGE_TEAM');
    return { row, view };
  }

  /** The invite, addressed to the viewer (or a link invite) and still open. */
  async function openInviteFor(viewer: Viewer, inviteId: string) {
    const row = isUuid(inviteId) ? await repo.inviteById(inviteId) : undefined;
    if (!row) throw new DomainError('NOT_FOUND', M.inviteNotFound);
    if (!isAddressedTo(row, viewer.userId, await emailOf(viewer.userId)))
      throw new DomainError('AUTH_NOT_AUTHORIZED', M.inviteNotYours);
    const status = inviteStatus(row, clock.now());
    if (status !== 'ACTIVE') throw badInput(inviteRefusal(status));
    return row;
  }

  /** Appointing, changing or removing an ADMIN is the owner's alone. */
  function assertMayHandle(view: ClubView, roles: (ClubRole | null)[]) {
    if (roles.includes('ADMIN') && !view.standing.isOwner)
      throw new DomainError('AUTH_NOT_AUTHORIZED', M.onlyOwnerAppointsAdmins);
  }

  async function teamMemberView(row: ClubTeamRow): Promise<TeamMemberView> {
    const people = await repo.persons([row.userId]);
    return { ...row, person: people.get(row.userId) ?? UNKNOWN_PERSON(row.userId) };
  }

  async function transferFor(viewer: Viewer, transferId: string) {
    const row = isUuid(transferId) ? await repo.transferById(transferId) : undefined;
    if (!row || (row.toUserId !== viewer.userId && row.fromUserId !== viewer.userId))
      throw new DomainError('NOT_FOUND', M.transferNotFound);
    return row;
  }

  async function transferView(viewer: Viewer, row: ClubTransferRow): Promise<TransferView> {
    return { row, club: await clubs.viewOf(viewer, (await repo.byId(row.clubId))!) };
  }

  return {
    /** Team members or collaborators with their roles, for VIEW_MEMBERS; empty for others. */
    async team(view: ClubView, kind: ClubTeamKind): Promise<TeamMemberView[]> {
      if (!view.standing.permissions.includes('VIEW_MEMBERS')) return [];
      const rows = (await repo.team(view.row.id)).filter((r) => r.kind === kind);
      const people = await repo.persons(rows.map((r) => r.userId));
      return rows.map((r) => ({ ...r, person: people.get(r.userId) ?? UNKNOWN_PERSON(r.userId) }));
    },

    /** The club's invites, newest first, for MANAGE_TEAM; empty for others. */
    async invitesOf(viewer: Viewer | null, view: ClubView): Promise<InviteView[]> {
      if (!viewer || !view.standing.permissions.includes('MANAGE_TEAM')) return [];
      const now = clock.now();
      return (await repo.invitesOfClub(view.row.id)).map((row) => ({
        row,
        club: view,
        status: inviteStatus(row, now),
        showEmail: true,
      }));
    },

    /** The pending ownership transfer, for the owner and the person asked. */
    async pendingTransfer(view: ClubView): Promise<TransferView | null> {
      const viewerId = view.standing.viewerId;
      if (!viewerId) return null;
      const row = await repo.pendingTransfer(view.row.id);
      if (!row || (row.fromUserId !== viewerId && row.toUserId !== viewerId)) return null;
      return { row, club: view };
    },

    persons: (ids: readonly string[]) => repo.persons(ids),

    /**
     * Invites someone (a user, an e-mail address, or anyone with the link) to the team with a role, or to
     * membership without one (MANAGE_TEAM; ADMIN invites by the owner only).
     */
    async createClubInvite(viewer: Viewer, input: ClubInvitePayload): Promise<InviteView> {
      const view = await clubs.managed(viewer, input.clubId, 'MANAGE_TEAM');
      assertChangeable(view.row);
      assertMayHandle(view, [input.role]);
      const now = clock.now();
      const expiresAt =
        input.expiresAt ?? new Date(now.getTime() + CLUB_LIMITS.inviteDefaultExpiryDays * 24 * 3600 * 1000);
      if (expiresAt.getTime() <= now.getTime()) throw badInput(M.inviteExpiryInPast, { field: 'expiresAt' });
      if ((await repo.activeInviteCount(view.row.id, now)) >= CLUB_LIMITS.activeInvitesMax)
        throw badInput(M.invitesTooMany);
      let invitee: { id: string; email: string | null } | undefined;
      if (input.userId) {
        const user = await repo.userById(input.userId);
        if (!user || user.deletedAt) throw new DomainError('NOT_FOUND', 'This user does not exist.');
        invitee = user;
      } else if (input.email) {
        const user = await repo.userByEmail(input.email);
        if (user && !user.deletedAt) invitee = user;
      }
      if (invitee) {
        if (input.role) {
          if (invitee.id === view.row.ownerId || (await repo.teamRow(repo.db, view.row.id, invitee.id)))
            throw badInput(M.alreadyInTeam);
        } else if (await repo.membership(repo.db, view.row.id, invitee.id)) throw badInput(M.alreadyMember);
      }
      const row = await repo.insertInvite(repo.db, {
        clubId: view.row.id,
        kind: input.kind,
        role: input.role,
        memo: input.memo,
        email: input.email,
        inviteeId: input.userId,
        expiresAt,
        usesPerInvite: input.usesPerInvite,
        invitedBy: viewer.userId,
        createdAt: now,
      });
      const to = input.email ?? (invitee ? invitee.email : null);
      const inviterName = viewer.user.name ?? viewer.user.userName ?? 'Someone';
      await tell(async () => {
        if (invitee)
          await notifications.notify({
            userId: invitee.id,
            type: 'ClubTeamInvitation',
            message: input.role
              ? `${inviterName} invited you to join the team of ${view.row.displayName} as ${CLUB_ROLE_DISPLAY_NAMES[input.role]}.`
              : `${inviterName} invited you to join ${view.row.displayName}.`,
            properties: { ClubId: view.row.id, ClubName: view.row.displayName, ClubInviteId: row.id },
          });
        if (to)
          await messaging.sendEmail(
            clubInvitationEmail({
              to,
              inviterName,
              clubName: view.row.displayName,
              role: input.role,
              memo: input.memo,
              expiresAt,
              link: inviteLink(row.id),
            }),
          );
      }, 'ClubTeamInvitation');
      return { row, club: view, status: inviteStatus(row, now), showEmail: true };
    },

    async revokeClubInvite(viewer: Viewer, inviteId: string): Promise<InviteView> {
      const { row, view } = await managedInvite(viewer, inviteId);
      assertMayHandle(view, [row.role]);
      const updated = row.revokedAt
        ? row
        : await repo.updateInvite(repo.db, row.id, { revokedAt: clock.now() });
      return { row: updated, club: view, status: inviteStatus(updated, clock.now()), showEmail: true };
    },

    /** An invite for its invitee, the club's team managers, or anyone signed in for a link invite; else null. */
    async clubInvite(viewer: Viewer, inviteId: string): Promise<InviteView | null> {
      const row = isUuid(inviteId) ? await repo.inviteById(inviteId) : undefined;
      if (!row) return null;
      const view = await inviteView(viewer, row);
      const link = !row.inviteeId && !row.email;
      return view.showEmail || link ? view : null;
    },

    /** Open invites addressed to the viewer, newest first. */
    async myClubInvites(viewer: Viewer): Promise<InviteView[]> {
      const rows = await repo.invitesFor(viewer.userId, await emailOf(viewer.userId), clock.now());
      return Promise.all(rows.map((row) => inviteView(viewer, row)));
    },

    /** Accepts an invite: joins the team with its role, or the club as a member (membership invites). */
    async acceptClubInvite(viewer: Viewer, inviteId: string): Promise<ClubView> {
      const invite = await openInviteFor(viewer, inviteId);
      const club = (await repo.byId(invite.clubId))!;
      assertChangeable(club);
      const now = clock.now();
      if (invite.role === null) {
        if (!club.publishedAt) throw badInput(M.notPublished);
        if (club.status !== 'OPEN') throw badInput(M.joinNotOpen);
      } else if (club.ownerId === viewer.userId) throw badInput(M.alreadyInTeam);
      await repo.transaction(async (tx) => {
        const locked = (await repo.lock(tx, club.id))!;
        if (invite.role === null && locked.status !== 'OPEN') throw badInput(M.joinNotOpen);
        if (!(await repo.useInvite(tx, invite.id, now))) throw badInput(M.inviteUsedUp);
        if (invite.role === null) {
          const added = await repo.insertMembership(tx, {
            clubId: club.id,
            userId: viewer.userId,
            joinedAt: now,
            inviteId: invite.id,
          });
          if (!added) throw badInput(M.alreadyMember);
        } else {
          const added = await repo.insertTeam(tx, {
            clubId: club.id,
            userId: viewer.userId,
            kind: invite.kind,
            role: invite.role,
            since: now,
          });
          if (!added) throw badInput(M.alreadyInTeam);
        }
      });
      return clubs.viewOf(viewer, club);
    },

    /** Declines an invite addressed to the viewer (link invites are not declined: they are for anyone). */
    async declineClubInvite(viewer: Viewer, inviteId: string): Promise<InviteView> {
      const invite = await openInviteFor(viewer, inviteId);
      if (!invite.inviteeId && !invite.email) throw new DomainError('AUTH_NOT_AUTHORIZED', M.inviteNotYours);
      const row = await repo.updateInvite(repo.db, invite.id, { declinedAt: clock.now() });
      return inviteView(viewer, row);
    },

    /** Changes a team member's role (MANAGE_TEAM; ADMIN by the owner only; not one's own). */
    async changeClubRole(
      viewer: Viewer,
      clubId: string,
      userId: string,
      role: ClubRole,
    ): Promise<TeamMemberView> {
      const view = await clubs.managed(viewer, clubId, 'MANAGE_TEAM');
      assertChangeable(view.row);
      if (userId === view.row.ownerId) throw badInput(M.cannotChangeOwner);
      if (userId === viewer.userId) throw badInput(M.cannotChangeYourself);
      const current = isUuid(userId) ? await repo.teamRow(repo.db, clubId, userId) : undefined;
      if (!current) throw new DomainError('NOT_FOUND', M.notInTeam);
      assertMayHandle(view, [current.role, role]);
      if (current.kind === 'COLLABORATOR' && !isCollaboratorRole(role))
        throw badInput(M.inviteCollaboratorRole, { field: 'role' });
      if (current.role === role) return teamMemberView(current);
      const updated = (await repo.updateTeam(repo.db, clubId, userId, { role }))!;
      await tell(
        () =>
          notifications.notify({
            userId,
            type: 'ClubRoleUpdate',
            message: `You are now ${CLUB_ROLE_DISPLAY_NAMES[role]} of ${view.row.displayName}.`,
            properties: { ClubId: clubId, ClubName: view.row.displayName, RoleType: role },
          }),
        'ClubRoleUpdate',
      );
      return teamMemberView(updated);
    },

    /** Removes someone from the team (MANAGE_TEAM; ADMINs by the owner only); anyone may leave the team. */
    async removeClubTeamMember(viewer: Viewer, clubId: string, userId: string): Promise<ClubView> {
      if (!isUuid(clubId)) throw clubNotFound();
      const club = await repo.byId(clubId);
      if (!club) throw clubNotFound();
      const self = userId === viewer.userId;
      const view = self
        ? await clubs.viewOf(viewer, club)
        : await clubs.managed(viewer, clubId, 'MANAGE_TEAM');
      if (self && !view.standing.role) {
        if (view.standing.isOwner) throw badInput(M.cannotChangeOwner);
        throw notAllowed();
      }
      if (userId === club.ownerId) throw badInput(M.cannotChangeOwner);
      const current = isUuid(userId) ? await repo.teamRow(repo.db, clubId, userId) : undefined;
      if (!current) throw new DomainError('NOT_FOUND', M.notInTeam);
      if (!self) assertMayHandle(view, [current.role]);
      await repo.deleteTeam(repo.db, clubId, userId);
      return clubs.viewOf(viewer, club);
    },

    /** The owner asks someone to take the club over; one pending request at a time. */
    async requestClubOwnershipTransfer(
      viewer: Viewer,
      clubId: string,
      userId: string,
    ): Promise<TransferView> {
      const view = await clubs.managed(viewer, clubId, 'TRANSFER_OWNERSHIP');
      if (view.row.status === 'SUSPENDED') throw badInput(M.suspended);
      if (userId === viewer.userId) throw badInput(M.transferToSelf);
      const to = isUuid(userId) ? await repo.userById(userId) : undefined;
      if (!to || to.deletedAt) throw new DomainError('NOT_FOUND', 'This user does not exist.');
      let row: ClubTransferRow;
      try {
        row = await repo.insertTransfer(repo.db, {
          clubId,
          fromUserId: viewer.userId,
          toUserId: userId,
          createdAt: clock.now(),
        });
      } catch (err) {
        if (uniqueViolation(err) === 'club_ownership_transfers_pending_key')
          throw badInput(M.transferPending);
        throw err;
      }
      const ownerName = viewer.user.name ?? viewer.user.userName ?? 'The owner';
      await tell(async () => {
        await notifications.notify({
          userId,
          type: 'ClubOwnershipTransferRequest',
          message: `${ownerName} wants to transfer ${view.row.displayName} to you.`,
          properties: { ClubId: clubId, ClubName: view.row.displayName },
        });
        if (to.email)
          await messaging.sendEmail(
            ownershipTransferEmail({
              to: to.email,
              ownerName,
              clubName: view.row.displayName,
              link: clubLink(clubId),
            }),
          );
      }, 'ClubOwnershipTransferRequest');
      return { row, club: view };
    },

    /**
     * The person asked takes the club over: they become its owner (and a member); the former owner stays as an
     * ADMIN of the team (docs/decisions/098).
     */
    async acceptClubOwnershipTransfer(viewer: Viewer, transferId: string): Promise<ClubView> {
      const transfer = await transferFor(viewer, transferId);
      if (transfer.toUserId !== viewer.userId) throw notAllowed();
      const now = clock.now();
      const club = await repo.transaction(async (tx) => {
        const locked = (await repo.lock(tx, transfer.clubId))!;
        if (locked.status === 'SUSPENDED') throw badInput(M.suspended);
        const settled = await repo.settleTransfer(tx, transfer.id, 'ACCEPTED', now);
        if (!settled || locked.ownerId !== transfer.fromUserId) throw badInput(M.transferNotPending);
        await repo.deleteTeam(tx, locked.id, viewer.userId);
        await repo.insertTeam(tx, {
          clubId: locked.id,
          userId: transfer.fromUserId,
          kind: 'MEMBER',
          role: 'ADMIN',
          since: now,
        });
        await repo.insertMembership(tx, { clubId: locked.id, userId: viewer.userId, joinedAt: now });
        return repo.updateClub(tx, locked.id, { ownerId: viewer.userId, updatedAt: now });
      });
      const name = viewer.user.name ?? viewer.user.userName ?? 'The new owner';
      await tell(
        () =>
          notifications.notify({
            userId: transfer.fromUserId,
            type: 'ClubOwnershipTransferAccepted',
            message: `${name} accepted: ${club.displayName} is theirs now.`,
            properties: { ClubId: club.id, ClubName: club.displayName },
          }),
        'ClubOwnershipTransferAccepted',
      );
      return clubs.viewOf(viewer, club);
    },

    async declineClubOwnershipTransfer(viewer: Viewer, transferId: string): Promise<TransferView> {
      const transfer = await transferFor(viewer, transferId);
      if (transfer.toUserId !== viewer.userId) throw notAllowed();
      const row = await repo.settleTransfer(repo.db, transfer.id, 'DECLINED', clock.now());
      if (!row) throw badInput(M.transferNotPending);
      const view = await transferView(viewer, row);
      const name = viewer.user.name ?? viewer.user.userName ?? 'They';
      await tell(
        () =>
          notifications.notify({
            userId: row.fromUserId,
            type: 'ClubOwnershipTransferRejected',
            message: `${name} declined to take over ${view.club.row.displayName}.`,
            properties: { ClubId: row.clubId, ClubName: view.club.row.displayName },
          }),
        'ClubOwnershipTransferRejected',
      );
      return view;
    },

    async cancelClubOwnershipTransfer(viewer: Viewer, transferId: string): Promise<TransferView> {
      const transfer = await transferFor(viewer, transferId);
      if (transfer.fromUserId !== viewer.userId) throw notAllowed();
      const row = await repo.settleTransfer(repo.db, transfer.id, 'CANCELLED', clock.now());
      if (!row) throw badInput(M.transferNotPending);
      return transferView(viewer, row);
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
