import {
  emailSchema,
  MESSAGES,
  ROUTE_QUERY,
  routes,
  USER_INVITE_MESSAGES,
  USER_INVITES_MAX_GRANT,
  USER_INVITES_MAX_PER_REQUEST,
  USERS_MESSAGES,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { badInput, DomainError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { Viewer } from '../../platform/viewer';
import { invitationEmail } from './invites.emails';
import type { InviteRow, InvitesRepository } from './invites.repository';
import { isUuid } from '../../platform/ids';
import type { AuditMeta, AuditService } from '../audit/audit.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { UserRow, UsersRepository } from '../users/users.module';

const emailsSchema = z
  .array(emailSchema, { error: USER_INVITE_MESSAGES.noEmails })
  .min(1, { error: USER_INVITE_MESSAGES.noEmails })
  .max(USER_INVITES_MAX_PER_REQUEST, { error: USER_INVITE_MESSAGES.tooManyAtOnce });

const grantCountSchema = z
  .number({ error: USER_INVITE_MESSAGES.grantCountInvalid })
  .int({ error: USER_INVITE_MESSAGES.grantCountInvalid })
  .min(1, { error: USER_INVITE_MESSAGES.grantCountInvalid })
  .max(USER_INVITES_MAX_GRANT, { error: USER_INVITE_MESSAGES.grantCountInvalid });

type Logger = { error: (details: object, message: string) => void };

type Deps = {
  repo: InvitesRepository;
  users: UsersRepository;
  notifications: NotificationsService;
  messaging: MessagingService;
  audit: AuditService;
  config: Config;
  clock: Clock;
};

/** How a user is named to others in mail and notifications. */
const displayName = (user: UserRow) => user.name ?? user.userName ?? 'A RepClub member';

/**
 * User invitations (docs/decisions/022-user-invites.md): a user spends invites on email addresses; the
 * invited person signs up through the link (or accepts while signed in) and the inviter is notified.
 */
export function invitesService({ repo, users, notifications, messaging, audit, config, clock }: Deps) {
  const link = (invite: InviteRow) =>
    `${config.publicUrl}${routes.acceptInvite(invite.id)}?${ROUTE_QUERY.email}=${encodeURIComponent(invite.email)}`;

  async function findInvite(inviteId: string): Promise<InviteRow | undefined> {
    return isUuid(inviteId) ? repo.byId(inviteId) : undefined;
  }

  /** UserInviteAccepted to the inviter, with the new member's name, avatar, verification and tier. */
  async function notifyAccepted(invite: InviteRow, invited: UserRow) {
    await notifications.notify({
      userId: invite.inviterId,
      type: 'UserInviteAccepted',
      message: USER_INVITE_MESSAGES.accepted(displayName(invited)),
      properties: {
        ReceiverName: displayName(invited),
        ...(invited.avatarUrl ? { ReceiverAvatar: invited.avatarUrl } : {}),
        ReceiverIsVerified: invited.tier !== 'UNVERIFIED',
        ReceiverTier: invited.tier,
      },
    });
  }

  /** Accepts for `user`; answers the accepted invite or throws the reason it cannot be accepted. */
  async function accept(inviteId: string, user: UserRow): Promise<InviteRow> {
    const invite = await findInvite(inviteId);
    if (!invite) throw notFound(USER_INVITE_MESSAGES.notAvailable);
    const inviter = await users.byId(invite.inviterId);
    if (!inviter || inviter.deletedAt) throw notFound(USER_INVITE_MESSAGES.notAvailable);
    if (invite.inviterId === user.id) throw badInput(USER_INVITE_MESSAGES.ownInvite);
    const outcome = await repo.accept(invite.id, user.id, clock.now());
    if (outcome.kind === 'userAcceptedAnother') {
      throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.acceptedAnother);
    }
    if (outcome.kind === 'notPending') {
      const current = outcome.invite;
      // Accepting again what one already accepted is answered with the invite (nothing changes).
      if (current?.status === 'ACCEPTED' && current.invitedUserId === user.id) return current;
      if (current?.status === 'ACCEPTED')
        throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.alreadyAccepted);
      throw notFound(USER_INVITE_MESSAGES.notAvailable);
    }
    await notifyAccepted(outcome.invite, user);
    return outcome.invite;
  }

  return {
    userInvite: findInvite,

    /** An account shown inside an invite (inviter, invited user). */
    userOf: (userId: string) => users.byId(userId),

    /** The inviter's pending or accepted invites. */
    list: (inviterId: string, status: 'PENDING' | 'ACCEPTED') => repo.listForInviter(inviterId, status),

    /**
     * sendUserInvites: one invite per address, all or nothing. Refused: an invalid address, the same
     * address twice, the user's own address, an address with a pending invite from the user, an address
     * of an existing account, more addresses than invites remain. Mail goes out after the commit.
     */
    async sendUserInvites(viewer: Viewer, rawEmails: unknown, log?: Logger): Promise<InviteRow[]> {
      const emails = parseInput(emailsSchema, rawEmails);
      const seen = new Set<string>();
      for (const [index, email] of emails.entries()) {
        if (seen.has(email)) {
          throw badInput(MESSAGES.inviteEmailAlreadySelected, { field: `emails.${index}`, email });
        }
        seen.add(email);
      }
      const inviter = await users.byId(viewer.userId);
      if (!inviter) throw notFound(USERS_MESSAGES.userNotFound);
      for (const [index, email] of emails.entries()) {
        if (inviter.email?.toLowerCase() === email) {
          throw badInput(USER_INVITE_MESSAGES.self, { field: `emails.${index}`, email });
        }
      }
      for (const [index, email] of emails.entries()) {
        if (await users.byEmail(email)) {
          throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.hasAccount(email), {
            field: `emails.${index}`,
            email,
          });
        }
      }
      const outcome = await repo.send(inviter.id, emails, clock.now());
      if (outcome.kind === 'notEnough') {
        throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.notEnough(outcome.remaining), {
          remaining: outcome.remaining,
        });
      }
      if (outcome.kind === 'alreadyInvited') {
        throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.alreadyInvited, {
          field: `emails.${Math.max(0, emails.indexOf(outcome.email))}`,
          email: outcome.email,
        });
      }
      const inviterName = displayName(inviter);
      for (const invite of outcome.invites) {
        try {
          await messaging.sendEmail(invitationEmail({ to: invite.email, inviterName, link: link(invite) }));
        } catch (err) {
          // The invite stays pending (the user can cancel it to get it back and invite again).
          log?.error({ err, inviteId: invite.id }, 'sending an invitation email failed');
        }
      }
      return outcome.invites;
    },

    /** cancelUserInvite: the viewer's pending invite is cancelled and the invite is given back. */
    async cancelUserInvite(viewer: Viewer, inviteId: string): Promise<void> {
      const invite = await findInvite(inviteId);
      if (!invite || invite.inviterId !== viewer.userId) throw notFound(USER_INVITE_MESSAGES.inviteNotFound);
      const cancelled = await repo.cancel(viewer.userId, invite.id, clock.now());
      if (!cancelled) throw new DomainError('CONFLICT', USER_INVITE_MESSAGES.notPending);
    },

    /** acceptUserInvite: the signed-in user accepts an open invite (not their own), once. */
    async acceptUserInvite(viewer: Viewer, inviteId: string): Promise<InviteRow> {
      const user = await users.byId(viewer.userId);
      if (!user) throw notFound(USERS_MESSAGES.userNotFound);
      return accept(inviteId, user);
    },

    /**
     * POST /auth/password/register with `inviteId`: the new account accepts the invite. Registration
     * succeeds whatever happens here (an invite withdrawn meanwhile must not cost the visitor the sign-up).
     */
    async acceptOnSignUp(inviteId: string | null | undefined, userId: string, log?: Logger) {
      if (!inviteId) return;
      try {
        const user = await users.byId(userId);
        if (user) await accept(inviteId, user);
      } catch (err) {
        if (!(err instanceof DomainError)) log?.error({ err }, 'accepting an invite at sign-up failed');
      }
    },

    /** grantUserInvites (administrators): adds invites and tells the user (UserInvitesIncreased). */
    async grantUserInvites(
      admin: Viewer,
      userId: string,
      rawCount: unknown,
      meta: AuditMeta = {},
    ): Promise<UserRow> {
      const count = parseInput(grantCountSchema, rawCount);
      const target = isUuid(userId) ? await users.byId(userId) : undefined;
      if (!target || target.deletedAt) throw notFound(USERS_MESSAGES.userNotFound);
      const remaining = await repo.grant(target.id, count, clock.now());
      if (remaining === undefined) throw notFound(USERS_MESSAGES.userNotFound);
      await notifications.notify({
        userId: target.id,
        type: 'UserInvitesIncreased',
        message: USER_INVITE_MESSAGES.increased(count),
      });
      await audit.record({
        actorId: admin.userId,
        subjectId: target.id,
        action: 'invites.granted',
        details: { count, remaining },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return { ...target, invitesRemaining: remaining };
    },
  };
}

export type InvitesService = ReturnType<typeof invitesService>;
