import {
  OPT_IN_MESSAGES as O,
  type PolicyReaction,
  SOCIAL_PROVIDERS,
  questionAnswersSchema,
  routes,
} from '@repclub/shared';
import { DomainError, notFound } from '../../../platform/errors';
import { type Connection, isTimeIdKey, paginate } from '../../../platform/graphql/pagination';
import { parseInput } from '../../../platform/http/parse';
import { isUuid } from '../../../platform/ids';
import type { Viewer } from '../../../platform/viewer';
import type { EventView } from '../../events/events.module';
import type { MessagingService } from '../../messaging/messaging.module';
import type { NotificationsService } from '../../notifications/notifications.module';
import type { UsersRepository } from '../../users/users.module';
import { wishListEmail } from '../bookings.emails';
import type { BookingsRepository, QuestionRow } from '../bookings.repository';
import type { AttendeeRow, TicketTypeRow } from '../bookings.rows';
import { conflict } from '../bookings.context';
import { assertOnSale, checkAnswers, ticketOnSale } from '../checkout/checkout.rules';
import type { GuestListRow, OptInsRepository } from './opt-ins.repository';

/** A guest as the guest list shows them (docs/decisions/086): no personal data; the rep score when shown. */
export type GuestListEntry = GuestListRow & { repScore: number | null };

/** An attendee's answers and the required questions still unanswered. */
export type EventAnswers = { answers: AttendeeRow['answers']; missing: QuestionRow[] };

/** Social reach: the approved attendees, and per provider how many connected it. */
export type SocialReach = {
  approvedAttendees: number;
  providers: { provider: string; isRequired: boolean; connected: number }[];
};

const GOING = new Set(['APPROVED', 'CHECKED_IN']);
const MAIL_LOG_PREFIX = 'wish list';

/**
 * What the event opt-in flags do for attendees and the team (docs/decisions/086–089): the guest list, the
 * privacy policy reaction, questions answered later, social accounts and reach, and the wish list.
 */
export function optInsService(deps: {
  repo: OptInsRepository;
  bookings: Pick<BookingsRepository, 'eventById' | 'questionsOf' | 'attendee' | 'ticketTypeById'>;
  /** The event as the viewer may see it (the events module's rules), NOT_FOUND otherwise. */
  eventView: (viewer: Viewer | null, eventId: string) => Promise<EventView>;
  visibleTicketIds: (viewer: Viewer, eventId: string) => Promise<Set<string> | undefined>;
  users: Pick<UsersRepository, 'byId'>;
  notifications: Pick<NotificationsService, 'notify'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  clock: { now(): Date };
  publicUrl: string;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}) {
  const { repo, bookings, eventView, users, notifications, messaging, clock, publicUrl, log } = deps;

  async function viewOf(viewer: Viewer | null, eventId: string): Promise<EventView> {
    if (!isUuid(eventId)) throw notFound('Event not found.');
    return eventView(viewer, eventId);
  }

  /** The viewer's attendee record at the event, or AUTH_NOT_AUTHORIZED for someone who is not an attendee. */
  async function ownRecord(viewer: Viewer, view: EventView): Promise<AttendeeRow> {
    const record = await bookings.attendee(view.row.id, viewer.userId);
    if (!record) throw new DomainError('AUTH_NOT_AUTHORIZED', O.notAttendee);
    return record;
  }

  /** Required questions (when the host requires answers) the attendee has not answered. */
  const missingOf = (questions: QuestionRow[], answers: AttendeeRow['answers'], required: boolean) =>
    required
      ? questions.filter((q) => q.isRequired && !answers.some((a) => a.questionId === q.id && a.answer))
      : [];

  return {
    /**
     * "Who's going" (domain §7 approved attendees page; docs/decisions/086): the team always; approved and
     * checked-in attendees when the host turns the guest list on. Oldest first.
     */
    async approvedAttendees(
      viewer: Viewer,
      eventId: string,
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<GuestListEntry>> {
      const view = await viewOf(viewer, eventId);
      if (!view.isTeam) {
        if (!view.row.optIns.guestList) throw new DomainError('AUTH_NOT_AUTHORIZED', O.guestListOff);
        if (!GOING.has(view.attendeeState))
          throw new DomainError('AUTH_NOT_AUTHORIZED', O.guestListAttendeesOnly);
      }
      const showScore = view.row.optIns.displayRepScore === true;
      return paginate<GuestListEntry, [string, string]>(args, {
        defaultPageSize: 30,
        isKey: isTimeIdKey,
        keyOf: (row) => [row.cursorTime, row.userId],
        fetch: async (limit, after) => {
          const rows = await repo.guestListPage(view.row.id, limit, after);
          const scores = showScore ? await repo.repScores(rows.map((r) => r.userId)) : new Map();
          return rows.map((r) => ({ ...r, repScore: showScore ? (scores.get(r.userId) ?? 0) : null }));
        },
      });
    },

    /** Rep scores of a page of users (docs/decisions/086), in the order asked. */
    async repScoresOf(userIds: readonly string[]): Promise<number[]> {
      const scores = await repo.repScores(userIds);
      return userIds.map((id) => scores.get(id) ?? 0);
    },

    /** The viewer's answer to the event's privacy policy or waiver (NONE without a record or an answer). */
    async myPolicyReaction(viewer: Viewer, eventId: string): Promise<PolicyReaction> {
      const view = await viewOf(viewer, eventId);
      const record = await bookings.attendee(view.row.id, viewer.userId);
      const state = record?.privacyPolicyState;
      return state === 'ACCEPTED' || state === 'DECLINED' ? state : 'NONE';
    },

    /**
     * An attendee accepts or declines the event's privacy policy or waiver (domain §7 privacy policy). Someone who
     * declined is shown to the team and refused at the door until they accept.
     */
    async reactToPrivacyPolicy(viewer: Viewer, eventId: string, accept: boolean): Promise<PolicyReaction> {
      const view = await viewOf(viewer, eventId);
      if (!view.row.optIns.privacyPolicy) throw conflict(O.noPolicy);
      await ownRecord(viewer, view);
      const state = accept ? 'ACCEPTED' : 'DECLINED';
      await repo.setPolicyState(view.row.id, viewer.userId, state, clock.now());
      return state;
    },

    /**
     * Answers the event's questions after booking, or changes answers (domain §7 answer questions): the given
     * answers replace the attendee's for those questions, the others stay; a required question left without an
     * answer is refused as at booking. An attendee only (not a declined one).
     */
    async answerEventQuestions(viewer: Viewer, eventId: string, raw: unknown): Promise<EventAnswers> {
      const given = parseInput(questionAnswersSchema, raw) ?? [];
      const view = await viewOf(viewer, eventId);
      const record = await ownRecord(viewer, view);
      if (record.state === 'DECLINED') throw new DomainError('AUTH_NOT_AUTHORIZED', O.notAttendee);
      const questions = await bookings.questionsOf(view.row.id);
      const merged = new Map(record.answers.map((a) => [a.questionId, a.answer]));
      for (const answer of given) merged.set(answer.questionId, answer.answer);
      const answers = checkAnswers(
        view.row,
        questions,
        [...merged].map(([questionId, answer]) => ({ questionId, answer })),
      );
      const saved = await repo.setAnswers(view.row.id, viewer.userId, answers, clock.now());
      return { answers: saved?.answers ?? answers, missing: [] };
    },

    /** The viewer's answers at the event and the required questions still unanswered. */
    async myEventAnswers(viewer: Viewer, eventId: string): Promise<EventAnswers> {
      const view = await viewOf(viewer, eventId);
      const record = await bookings.attendee(view.row.id, viewer.userId);
      if (!record) return { answers: [], missing: [] };
      const questions = await bookings.questionsOf(view.row.id);
      return {
        answers: record.answers,
        missing: missingOf(questions, record.answers, view.row.optIns.questionRequirements),
      };
    },

    /** Required questions each attendee of a page has not answered (ids), for the team's views. */
    async missingAnswersOf(attendees: readonly AttendeeRow[]): Promise<string[][]> {
      const eventIds = [...new Set(attendees.map((a) => a.eventId))];
      const byEvent = new Map(
        await Promise.all(
          eventIds.map(
            async (id) =>
              [
                id,
                { event: await bookings.eventById(id), questions: await bookings.questionsOf(id) },
              ] as const,
          ),
        ),
      );
      return attendees.map((a) => {
        const found = byEvent.get(a.eventId);
        if (!found?.event) return [];
        return missingOf(found.questions, a.answers, found.event.optIns.questionRequirements).map(
          (q) => q.id,
        );
      });
    },

    /** The providers a booking at the event still needs the holder to connect (social account requirements). */
    async missingSocialAccounts(event: { optIns: { socialAccountRequirements: string[] } }, userId: string) {
      const required = event.optIns.socialAccountRequirements ?? [];
      if (required.length === 0) return [];
      const connected = new Set(await repo.socialProvidersOf(userId));
      return required.filter((provider) => !connected.has(provider));
    },

    /**
     * Social reach (domain §7; docs/decisions/087), for the team with CanViewAttendees: per provider, how many of
     * the approved and checked-in attendees connected an account there, the required ones first.
     */
    async eventSocialReach(viewer: Viewer, eventId: string): Promise<SocialReach> {
      const view = await viewOf(viewer, eventId);
      if (!view.permissions.includes('CanViewAttendees'))
        throw new DomainError('AUTH_NOT_AUTHORIZED', 'Only the event team can see its social reach.');
      const { total, perProvider } = await repo.socialReach(view.row.id);
      const required = view.row.optIns.socialAccountRequirements ?? [];
      const providers = [...required, ...SOCIAL_PROVIDERS.filter((p) => !required.includes(p))];
      return {
        approvedAttendees: total,
        providers: providers.map((provider) => ({
          provider,
          isRequired: required.includes(provider),
          connected: perProvider.get(provider) ?? 0,
        })),
      };
    },

    /**
     * Puts the viewer on a sold-out ticket type's wish list (docs/decisions/089): the type must have one, be on
     * sale and sold out. Already on it is fine. Answers true.
     */
    async joinTicketWishList(viewer: Viewer, eventTicketId: string): Promise<boolean> {
      const type = isUuid(eventTicketId) ? await bookings.ticketTypeById(eventTicketId) : undefined;
      const visible = type ? await deps.visibleTicketIds(viewer, type.eventId) : undefined;
      if (!type || !visible?.has(type.id)) throw notFound('Ticket type not found.');
      const now = clock.now();
      assertOnSale(await bookings.eventById(type.eventId), now);
      if (!type.isEnabledWishList) throw conflict(O.wishListOff);
      if (!ticketOnSale(type, now)) throw conflict(O.wishListOff);
      if (type.availableAmount > 0) throw conflict(O.notSoldOutWish);
      await repo.addWish(type.eventId, type.id, viewer.userId, now);
      return true;
    },

    /** Takes the viewer off a wish list; false when they were not on it. */
    async leaveTicketWishList(viewer: Viewer, eventTicketId: string): Promise<boolean> {
      if (!isUuid(eventTicketId)) return false;
      return repo.removeWish(eventTicketId, viewer.userId);
    },

    wishCounts: async (ids: readonly string[]) => {
      const counts = await repo.wishCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    },
    wishesOf: (userId: string, ids: readonly string[]) => repo.wishesOf(userId, ids),

    /**
     * Tickets of these types may be on sale again (a raised limit, a refund): for each type with a wish list and
     * tickets available, everyone on it is told in the app and by e-mail and taken off it. Failures are logged.
     */
    async released(eventTicketIds: readonly string[]): Promise<void> {
      for (const id of new Set(eventTicketIds)) {
        try {
          const type: TicketTypeRow | undefined = await bookings.ticketTypeById(id);
          if (!type || !type.isEnabledWishList || type.availableAmount <= 0) continue;
          const event = await bookings.eventById(type.eventId);
          if (!event || event.status !== 'PUBLISHED' || event.endDate <= clock.now()) continue;
          const wishers = await repo.takeWishers(type.id);
          const link = `${publicUrl}${routes.event(event.slug)}`;
          for (const userId of wishers) {
            await notifications.notify({
              userId,
              type: 'EventTicketAvailable',
              message: `${type.ticketType} tickets for ${event.displayName} are available again.`,
              properties: {
                EventName: event.displayName,
                EventSlug: event.slug,
                EventAvatar: event.avatarUrl,
              },
            });
            const user = await users.byId(userId);
            if (user?.email && !user.deletedAt)
              await messaging.sendEmail(
                wishListEmail({
                  to: user.email,
                  name: user.firstName?.trim() || user.name?.trim() || 'there',
                  ticketType: type.ticketType,
                  event: { ...event, link },
                }),
              );
          }
        } catch (error) {
          log.error({ err: error, eventTicketId: id }, `${MAIL_LOG_PREFIX}: telling wishers failed`);
        }
      }
    },
  };
}

export type OptInsService = ReturnType<typeof optInsService>;
