import { randomBytes } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  EVENT_INVITE_ID_PREFIX as EI,
  EVENT_INVITE_LINK_PREFIX as EL,
  EVENT_INVITE_MESSAGES as I,
  type EventPermission,
  MESSAGES,
  OPT_IN_MESSAGES,
  eventInviteInputSchema,
  routes,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db/executor';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type Connection, type TimeIdKey, isTimeIdKey, paginate } from '../../platform/graphql/pagination';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { BookingsService } from '../bookings/bookings.module';
import type { EventView, EventsService } from '../events/events.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { UserRow, UsersRepository } from '../users/users.module';
import { eventInvitationDecidedEmail, eventInvitationEmail } from './contacts.emails';
import type {
  ContactsRepository,
  InvitationPageRow,
  InvitationRow,
  NewInvitation,
} from './contacts.repository';

type Logger = { error: (details: object, message: string) => void };

/**
 * Invitation calls one person may make in an hour (each up to EVENT_INVITE_MAX_PER_REQUEST addresses): enough for
 * a host's guest list, not for mailing strangers in bulk (decision 076).
 */
export const EVENT_INVITE_RULE: RateRule = { name: 'event-invites', points: 20, durationSeconds: 60 * 60 };
type EventRow = EventView['row'];

/** The id in /accept-invite/{id} of an invitation. */
export const formattedInviteId = (invitation: { id: string }) => `${EI}${invitation.id}`;

/** What an /accept-invite/{id} id names: an invitation, an event's invite link, or nothing of ours. */
export function parseInviteId(
  id: string,
): { kind: 'invitation'; id: string } | { kind: 'link'; token: string } | null {
  if (id.startsWith(EI) && isUuid(id.slice(EI.length)))
    return { kind: 'invitation', id: id.slice(EI.length) };
  if (id.startsWith(EL) && /^[A-Za-z0-9_-]{43}$/.test(id.slice(EL.length)))
    return { kind: 'link', token: id.slice(EL.length) };
  return null;
}

/** Who may invite, list invitees and count them: plain invitations need CanAddGuest, tickets CanSharePrivateTicket. */
const INVITE_PERMISSIONS: readonly EventPermission[] = ['CanAddGuest', 'CanSharePrivateTicket'];

const displayName = (user: Pick<UserRow, 'name' | 'userName'>) =>
  user.name ?? user.userName ?? 'A RepClub member';

/** What the invitee sees of an invitation or an invite link (/accept-invite/{id}). */
export type InvitationView = {
  formattedInviteId: string;
  invitation: InvitationRow | null;
  event: EventView;
  inviterId: string;
  isLink: boolean;
};

/**
 * Event invitations and invite links (domain §7 "invite from contacts", "invite link", "unique invitee count";
 * docs/decisions/076). Accepting an invitation that carries tickets grants them through bookings in the same
 * transaction as the invitation's change of status, so two parallel acceptances grant once.
 */
export function invitationsService(deps: {
  repo: ContactsRepository;
  users: Pick<UsersRepository, 'byId' | 'byEmail'>;
  events: Pick<EventsService, 'event'>;
  grants: BookingsService['grants'];
  notifications: Pick<NotificationsService, 'notify'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  publicUrl: string;
  clock: Clock;
  rateLimiter: Pick<RateLimiter, 'consume'>;
}) {
  const { repo, users, events, grants, notifications, messaging, publicUrl, clock, rateLimiter } = deps;
  const link = (id: string) => `${publicUrl}${routes.acceptInvite(id)}`;

  /** The event for a team action needing one of `permissions` (NOT_FOUND when unseen, FORBIDDEN without). */
  async function teamEvent(
    viewer: Viewer,
    eventId: string,
    permissions: readonly EventPermission[],
    message: string,
  ) {
    if (!isUuid(eventId)) throw notFound(I.invitationNotFound);
    const view = await events.event(viewer, eventId);
    if (!permissions.some((p) => view.permissions.includes(p)))
      throw new DomainError('AUTH_NOT_AUTHORIZED', message);
    return view.row;
  }

  /**
   * The event for inviting people without tickets: the team with `permission`, or, when the host turns
   * guestsInvitingOthers on, an approved or checked-in attendee (docs/decisions/087).
   */
  async function inviterEvent(viewer: Viewer, eventId: string, permission: EventPermission) {
    if (!isUuid(eventId)) throw notFound(I.invitationNotFound);
    const view = await events.event(viewer, eventId);
    if (view.permissions.includes(permission)) return view.row;
    const going = view.attendeeState === 'APPROVED' || view.attendeeState === 'CHECKED_IN';
    if (going && view.row.optIns.guestsInvitingOthers) return view.row;
    throw new DomainError(
      'AUTH_NOT_AUTHORIZED',
      view.isTeam ? I.forbidden : OPT_IN_MESSAGES.invitingOthersOff,
    );
  }

  /** Invitations are answered and sent while the event is published and not over. */
  function assertOpen(event: EventRow, now: Date) {
    if (event.status !== 'PUBLISHED') throw new DomainError('CONFLICT', I.eventNotOpen);
    if (event.endDate.getTime() <= now.getTime())
      throw new DomainError('CONFLICT', BOOKING_MESSAGES.eventEnded);
  }

  async function ticketInfo(invitation: Pick<InvitationRow, 'eventId' | 'eventTicketId' | 'ticketQuantity'>) {
    if (!invitation.eventTicketId || !invitation.ticketQuantity) return null;
    const { type } = await grants
      .ticketOf(invitation.eventId, invitation.eventTicketId)
      .catch(() => ({ type: null }));
    return type ? `${invitation.ticketQuantity} × ${type.ticketType}` : null;
  }

  /** The EventInvitation notification (to an account) and the e-mail (to the address), after the insert. */
  async function announce(invitation: InvitationRow, event: EventRow, host: UserRow, log?: Logger) {
    const id = formattedInviteId(invitation);
    const hostName = displayName(host);
    try {
      if (invitation.userId)
        await notifications.notify({
          userId: invitation.userId,
          type: 'EventInvitation',
          message: I.invited(hostName, event.displayName),
          properties: {
            EventName: event.displayName,
            EventSlug: event.slug,
            EventAvatar: event.avatarUrl,
            FormattedInviteId: id,
            SenderName: hostName,
            ...(host.avatarUrl ? { SenderAvatar: host.avatarUrl } : {}),
            SenderIsVerified: host.tier !== 'UNVERIFIED',
            SenderTier: host.tier,
          },
        });
      if (invitation.email)
        await messaging.sendEmail(
          eventInvitationEmail({
            to: invitation.email,
            hostName,
            eventName: event.displayName,
            when: event.startDate.toLocaleString('en-US', {
              timeZone: event.timeZone,
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
            message: invitation.message,
            tickets: await ticketInfo(invitation),
            link: link(id),
          }),
        );
    } catch (err) {
      // The invitation stands; the host sees it in the list and can share the link another way.
      log?.error({ err, invitationId: invitation.id }, 'announcing an event invitation failed');
    }
  }

  /**
   * Whether the invitation is the viewer's: the account it names, or an account whose verified e-mail is the
   * invited address (an account made after the invitation).
   */
  const isInvitee = (invitation: InvitationRow, viewer: Viewer) =>
    invitation.userId === viewer.userId ||
    (invitation.userId === null &&
      invitation.email !== null &&
      viewer.user.emailVerifiedAt !== null &&
      viewer.user.email?.toLowerCase() === invitation.email);

  const verifiedEmailOf = (viewer: Viewer) =>
    viewer.user.emailVerifiedAt && viewer.user.email ? viewer.user.email.toLowerCase() : null;

  /** The viewer's own invitation to an event (their account's, or their verified address's), if any. */
  async function ownInvitationAt(viewer: Viewer, eventId: string): Promise<InvitationRow | null> {
    const email = verifiedEmailOf(viewer);
    const found = await repo.invitationsOf(eventId, email ? [email] : [], [viewer.userId]);
    return found.find((invitation) => isInvitee(invitation, viewer)) ?? null;
  }

  async function invitationFor(viewer: Viewer, id: string): Promise<InvitationRow> {
    const invitation = await repo.invitationById(id);
    if (!invitation) throw notFound(I.invitationNotFound);
    if (!isInvitee(invitation, viewer)) throw new DomainError('AUTH_NOT_AUTHORIZED', I.notYours);
    return invitation;
  }

  /** Accepts an invitation: with tickets, grants them in the same transaction (once, whatever runs at once). */
  async function acceptInvitation(viewer: Viewer, invitation: InvitationRow): Promise<InvitationRow> {
    const now = clock.now();
    if (invitation.status !== 'INVITED') {
      if (['INVITEE_ACCEPTED', 'APPROVED'].includes(invitation.status)) return invitation;
      throw new DomainError('CONFLICT', I.notOpen);
    }
    const withTickets = invitation.eventTicketId !== null && invitation.ticketQuantity !== null;
    assertOpen((await events.event(viewer, invitation.eventId)).row, now);
    try {
      if (!withTickets) {
        const moved = await repo.moveInvitation(repo.db(), invitation.id, ['INVITED'], {
          status: 'INVITEE_ACCEPTED',
          userId: viewer.userId,
          respondedAt: now,
        });
        return moved ?? settled(viewer, invitation.id);
      }
      const { event, type } = await grants.ticketOf(invitation.eventId, invitation.eventTicketId!);
      const outcome = await repo.transaction(async (tx) => {
        const moved = await repo.moveInvitation(tx, invitation.id, ['INVITED'], {
          status: 'APPROVED',
          userId: viewer.userId,
          respondedAt: now,
        });
        if (!moved) return null;
        const order = await grants.grantInTx(tx, {
          event,
          type,
          recipientId: viewer.userId,
          quantity: invitation.ticketQuantity!,
          grantedBy: invitation.invitedBy,
          now,
        });
        const done = await repo.moveInvitation(tx, invitation.id, ['APPROVED'], {
          status: 'APPROVED',
          grantOrderId: order.id,
        });
        return { invitation: done!, order };
      });
      if (!outcome) return settled(viewer, invitation.id);
      await grants.announceGrant(outcome.order);
      return outcome.invitation;
    } catch (err) {
      if (uniqueViolation(err) === 'event_invitations_event_user_key')
        throw new DomainError('CONFLICT', I.alreadyInvited(viewer.user.email ?? displayName(viewer.user)));
      throw err;
    }
  }

  /** Someone else's answer came first: the invitation as it is now (the same acceptance is answered again). */
  async function settled(viewer: Viewer, id: string): Promise<InvitationRow> {
    const now = await repo.invitationById(id);
    if (now && ['INVITEE_ACCEPTED', 'APPROVED'].includes(now.status) && now.userId === viewer.userId)
      return now;
    throw new DomainError('CONFLICT', I.notOpen);
  }

  return {
    /**
     * inviteToEvent: invites the viewer's contacts and e-mail addresses, all or nothing. Plain invitations need
     * CanAddGuest; with tickets (a gift or a private ticket) CanSharePrivateTicket. Each invitee with an account
     * gets an EventInvitation notification; each address an e-mail with /accept-invite/ei_<id>.
     */
    async inviteToEvent(viewer: Viewer, raw: unknown, log?: Logger): Promise<InvitationRow[]> {
      const input = parseInput(eventInviteInputSchema, raw);
      const event = input.ticket
        ? await teamEvent(viewer, input.eventId, ['CanSharePrivateTicket'], I.forbidden)
        : await inviterEvent(viewer, input.eventId, 'CanAddGuest');
      assertOpen(event, clock.now());
      if (input.ticket) {
        const { type } = await grants.ticketOf(event.id, input.ticket.eventTicketId);
        if (input.ticket.kind === 'PRIVATE' && !type.isPrivate)
          throw badInput(I.notPrivateTicket, { field: 'ticket' });
      }
      const contactIds = [...new Set(input.contactIds)];
      const found = await repo.contactsByIds(viewer.userId, contactIds.filter(isUuid));
      if (found.length !== contactIds.length) throw notFound(I.contactNotFound);
      const invitees: { email: string; contactId: string | null; userId: string | null }[] = [];
      for (const contact of found) {
        if (!contact.email) throw badInput(I.contactWithoutEmail(contact.name), { field: 'contactIds' });
        invitees.push({ email: contact.email, contactId: contact.id, userId: contact.userId });
      }
      for (const email of input.emails) invitees.push({ email, contactId: null, userId: null });
      const seen = new Set<string>();
      const own = viewer.user.email?.toLowerCase();
      for (const invitee of invitees) {
        if (invitee.email === own) throw badInput(MESSAGES.inviteEmailCannotBeUsed, { email: invitee.email });
        if (seen.has(invitee.email))
          throw badInput(MESSAGES.inviteEmailAlreadySelected, { email: invitee.email });
        seen.add(invitee.email);
      }
      for (const invitee of invitees) {
        const account = invitee.userId
          ? await users.byId(invitee.userId)
          : await users.byEmail(invitee.email);
        // The contact's account only while it still has that address.
        invitee.userId =
          account && !account.deletedAt && account.email?.toLowerCase() === invitee.email ? account.id : null;
        if (invitee.userId === viewer.userId)
          throw badInput(MESSAGES.inviteEmailCannotBeUsed, { email: invitee.email });
      }
      const userIds = invitees.flatMap((i) => (i.userId ? [i.userId] : []));
      const existing = await repo.invitationsOf(event.id, [...seen], userIds);
      if (existing[0]) {
        const email =
          existing[0].email ?? invitees.find((i) => i.userId === existing[0]!.userId)?.email ?? '';
        throw new DomainError('CONFLICT', I.alreadyInvited(email), { email });
      }
      // Counted once the call is valid: refusals above cost nothing.
      await rateLimiter.consume(EVENT_INVITE_RULE, viewer.userId);
      const now = clock.now();
      const rows: NewInvitation[] = invitees.map((invitee) => ({
        eventId: event.id,
        invitedBy: viewer.userId,
        email: invitee.email,
        userId: invitee.userId,
        contactId: invitee.contactId,
        status: 'INVITED',
        ticketKind: input.ticket?.kind ?? null,
        eventTicketId: input.ticket?.eventTicketId ?? null,
        ticketQuantity: input.ticket?.quantity ?? null,
        message: input.message,
        createdAt: now,
      }));
      const inserted = await repo.insertInvitations(rows);
      if (!Array.isArray(inserted)) throw new DomainError('CONFLICT', I.alreadyInvitedSomeone);
      const host = (await users.byId(viewer.userId))!;
      for (const invitation of inserted) await announce(invitation, event, host, log);
      return inserted;
    },

    /** The event's invitations, newest first (the team with an invite permission). */
    async eventInvitations(
      viewer: Viewer,
      eventId: string,
      args: { first?: number | null; after?: string | null },
    ) {
      const event = await teamEvent(viewer, eventId, INVITE_PERMISSIONS, I.forbidden);
      return paginate<InvitationPageRow, TimeIdKey>(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: 20,
          isKey: isTimeIdKey,
          keyOf: (row) => [row.cursorTime, row.id],
          fetch: (limit, after) =>
            repo.invitationsPage(event.id, after ? { createdAt: after[0], id: after[1] } : null, limit),
        },
      ) as Promise<Connection<InvitationPageRow>>;
    },

    /** People invited to the event, each counted once (the team with an invite permission). */
    async uniqueInviteeCount(viewer: Viewer, eventId: string): Promise<number> {
      const event = await teamEvent(viewer, eventId, INVITE_PERMISSIONS, I.forbidden);
      return repo.uniqueInviteeCount(event.id);
    },

    /** Each of these contacts' invitation to the event, when the viewer may see the event's invitations. */
    async invitationsOfContacts(
      viewer: Viewer,
      eventId: string,
      contacts: Parameters<ContactsRepository['invitationsForContacts']>[1],
    ) {
      const event = await teamEvent(viewer, eventId, INVITE_PERMISSIONS, I.forbidden);
      return repo.invitationsForContacts(event.id, contacts);
    },

    /** The event's invite link (made once; `rotate` replaces it, and the old one stops working). */
    async createEventInviteLink(
      viewer: Viewer,
      eventId: string,
      rotate: boolean,
    ): Promise<{ url: string; formattedInviteId: string }> {
      // Replacing the link (the old one stops working) stays with the team.
      const event = rotate
        ? await teamEvent(viewer, eventId, ['CanShareEventLink'], I.forbidden)
        : await inviterEvent(viewer, eventId, 'CanShareEventLink');
      const token = randomBytes(32).toString('base64url');
      const row = rotate
        ? await repo.rotateLink(event.id, token, viewer.userId, clock.now())
        : await repo.ensureLink(event.id, token, viewer.userId, clock.now());
      const id = `${EL}${row.token}`;
      return { url: link(id), formattedInviteId: id };
    },

    /** What /accept-invite/{id} shows the signed-in invitee; null when the id is not theirs or not ours. */
    async eventInvitation(viewer: Viewer, id: string): Promise<InvitationView | null> {
      const parsed = parseInviteId(id);
      if (!parsed) return null;
      if (parsed.kind === 'invitation') {
        const invitation = await repo.invitationById(parsed.id);
        if (!invitation || !isInvitee(invitation, viewer)) return null;
        const view = await events.event(viewer, invitation.eventId).catch(() => null);
        if (!view) return null;
        return {
          formattedInviteId: id,
          invitation,
          event: view,
          inviterId: invitation.invitedBy,
          isLink: false,
        };
      }
      const linkRow = await repo.linkByToken(parsed.token);
      if (!linkRow) return null;
      const view = await events.event(viewer, linkRow.eventId).catch(() => null);
      if (!view) return null;
      const mine = await ownInvitationAt(viewer, linkRow.eventId);
      return {
        formattedInviteId: id,
        invitation: mine ?? null,
        event: view,
        inviterId: linkRow.createdBy,
        isLink: true,
      };
    },

    /**
     * acceptEventInvitation: the invitee accepts (signed in, their account or e-mail): a plain invitation
     * becomes INVITEE_ACCEPTED ('RSVP Pending'); one with tickets becomes APPROVED and the tickets are theirs.
     * Through an invite link: the viewer asks to come (an INVITEE_ACCEPTED invitation of source LINK).
     */
    async acceptEventInvitation(viewer: Viewer, id: string): Promise<InvitationRow> {
      const parsed = parseInviteId(id);
      if (!parsed) throw notFound(I.invitationNotFound);
      if (parsed.kind === 'invitation')
        return acceptInvitation(viewer, await invitationFor(viewer, parsed.id));
      const linkRow = await repo.linkByToken(parsed.token);
      if (!linkRow) throw notFound(I.linkNotFound);
      const event = (await events.event(viewer, linkRow.eventId)).row;
      assertOpen(event, clock.now());
      const email = verifiedEmailOf(viewer);
      const mine = await ownInvitationAt(viewer, event.id);
      if (mine) return acceptInvitation(viewer, mine);
      const inserted = await repo.insertInvitations([
        {
          eventId: event.id,
          invitedBy: linkRow.createdBy,
          email,
          userId: viewer.userId,
          status: 'INVITEE_ACCEPTED',
          source: 'LINK',
          createdAt: clock.now(),
          respondedAt: clock.now(),
        },
      ]);
      if (Array.isArray(inserted)) return inserted[0]!;
      // The same person asked twice at once: the first request stands.
      const now = await ownInvitationAt(viewer, event.id);
      if (now) return now;
      throw new DomainError('CONFLICT', I.notOpen);
    },

    /** declineEventInvitation: the invitee says no (while it is open, or after accepting a plain one). */
    async declineEventInvitation(viewer: Viewer, id: string): Promise<InvitationRow> {
      const parsed = parseInviteId(id);
      if (!parsed || parsed.kind !== 'invitation') throw notFound(I.invitationNotFound);
      const invitation = await invitationFor(viewer, parsed.id);
      if (invitation.status === 'INVITEE_DECLINED') return invitation;
      const moved = await repo.moveInvitation(repo.db(), invitation.id, ['INVITED', 'INVITEE_ACCEPTED'], {
        status: 'INVITEE_DECLINED',
        userId: viewer.userId,
        respondedAt: clock.now(),
      });
      if (!moved) throw new DomainError('CONFLICT', I.notOpen);
      return moved;
    },

    /**
     * decideEventInvitation: the team approves an invitee who accepted ('RSVP Pending' → 'Approved') or
     * withdraws an open invitation ('Not Selected'). Granted tickets are not taken back here.
     */
    async decideEventInvitation(
      viewer: Viewer,
      invitationId: string,
      approve: boolean,
      log?: Logger,
    ): Promise<InvitationRow> {
      const invitation = isUuid(invitationId) ? await repo.invitationById(invitationId) : undefined;
      if (!invitation) throw notFound(I.invitationNotFound);
      const event = await teamEvent(viewer, invitation.eventId, INVITE_PERMISSIONS, I.forbidden);
      const moved = approve
        ? await repo.moveInvitation(repo.db(), invitation.id, ['INVITEE_ACCEPTED'], { status: 'APPROVED' })
        : await repo.moveInvitation(repo.db(), invitation.id, ['INVITED', 'INVITEE_ACCEPTED'], {
            status: 'DECLINED',
          });
      if (!moved) throw new DomainError('CONFLICT', approve ? I.cannotDecide : I.notOpen);
      // The invitee hears of it by e-mail (access changed, docs/decisions/078): their account's address, or the
      // address invited when no account answered.
      const account = moved.userId ? await users.byId(moved.userId) : undefined;
      const to = (account && !account.deletedAt ? account.email : null) ?? moved.email;
      if (to)
        await messaging
          .sendEmail(
            eventInvitationDecidedEmail({
              to,
              eventName: event.displayName,
              approved: approve,
              link: `${publicUrl}${routes.event(event.slug)}`,
            }),
          )
          // The decision stands; the team sees it in the list.
          .catch((err: unknown) =>
            log?.error({ err, invitationId: moved.id }, 'e-mailing an invitation decision failed'),
          );
      return moved;
    },

    inviterOf: (userId: string) => users.byId(userId),
    ticketTypeOf: grants.ticketOf,
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
