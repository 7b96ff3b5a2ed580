import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/executor';
import {
  type ContactCustomField,
  contactGroups,
  contacts,
  eventInvitations,
  eventInviteLinks,
} from './contacts.tables';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactGroupRow = typeof contactGroups.$inferSelect;
export type InvitationRow = typeof eventInvitations.$inferSelect;
export type NewInvitation = typeof eventInvitations.$inferInsert;
export type InvitationPageRow = InvitationRow & { cursorTime: string };
export type InviteLinkRow = typeof eventInviteLinks.$inferSelect;

export type ContactValues = {
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
  groupId: string | null;
  customFields: ContactCustomField[];
};

/** Which unique index refused a contact: the same e-mail or phone in the book. */
export type ContactClash = 'email' | 'phone';

const clashOf = (err: unknown): ContactClash | undefined => {
  const index = uniqueViolation(err);
  if (index === 'contacts_owner_email_key') return 'email';
  if (index === 'contacts_owner_phone_key') return 'phone';
  return undefined;
};

/** A database handle or an open transaction. */
export type Exec = Pick<Db, 'update' | 'select' | 'selectDistinct' | 'insert' | 'delete' | 'execute'>;

/** The contact book, its groups, event invitations and invite links (tables of modules/contacts). */
export function contactsRepository(db: Db) {
  return {
    db: (): Exec => db,

    transaction<T>(work: (tx: Exec) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Exec));
    },

    // Contacts ----------------------------------------------------------------------------------------------

    async contactById(ownerId: string, id: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)));
      return row;
    },

    async contactsByIds(ownerId: string, ids: readonly string[]): Promise<ContactRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(contacts)
        .where(and(eq(contacts.ownerId, ownerId), inArray(contacts.id, [...ids])));
    },

    /** A page of the owner's contacts by (lower(name), id), optionally of one group or matching a search. */
    async contactsPage(
      ownerId: string,
      filter: { groupId?: string | null; search?: string | null },
      after: [string, string] | null,
      limit: number,
    ): Promise<(ContactRow & { sortName: string })[]> {
      const sortName = sql<string>`lower(${contacts.name})`;
      const where: (SQL | undefined)[] = [eq(contacts.ownerId, ownerId)];
      if (filter.groupId) where.push(eq(contacts.groupId, filter.groupId));
      if (filter.search) {
        const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(
            sql`lower(${contacts.name}) like ${like}`,
            sql`${contacts.email} like ${like}`,
            sql`${contacts.phone} like ${like}`,
          ),
        );
      }
      if (after)
        where.push(sql`(lower(${contacts.name}), ${contacts.id}) > (${after[0]}, ${after[1]}::uuid)`);
      const rows = await db
        .select()
        .from(contacts)
        .where(and(...where))
        .orderBy(asc(sortName), asc(contacts.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, sortName: row.name.toLowerCase() }));
    },

    /** Inserts a contact; answers which of e-mail or phone is already in the book instead. */
    async insertContact(
      ownerId: string,
      values: ContactValues,
      now: Date,
      tx: Exec = db,
    ): Promise<ContactRow | ContactClash> {
      try {
        const [row] = await tx
          .insert(contacts)
          .values({ ownerId, ...values, createdAt: now, updatedAt: now })
          .returning();
        return row!;
      } catch (err) {
        const clash = clashOf(err);
        if (clash) return clash;
        throw err;
      }
    },

    async updateContact(
      ownerId: string,
      id: string,
      values: ContactValues,
      now: Date,
    ): Promise<ContactRow | ContactClash | undefined> {
      try {
        const [row] = await db
          .update(contacts)
          .set({ ...values, updatedAt: now })
          .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)))
          .returning();
        return row;
      } catch (err) {
        const clash = clashOf(err);
        if (clash) return clash;
        throw err;
      }
    },

    async deleteContact(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)))
        .returning({ id: contacts.id });
      return rows.length > 0;
    },

    /** Which of these lowercased e-mails are in the owner's book. */
    async existingEmails(ownerId: string, emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: contacts.email })
        .from(contacts)
        .where(and(eq(contacts.ownerId, ownerId), inArray(contacts.email, [...emails])));
      return new Set(rows.map((r) => r.email!));
    },

    /** Which of these E.164 phones are in the owner's book. */
    async existingPhones(ownerId: string, phones: readonly string[]): Promise<Set<string>> {
      if (phones.length === 0) return new Set();
      const rows = await db
        .select({ phone: contacts.phone })
        .from(contacts)
        .where(and(eq(contacts.ownerId, ownerId), inArray(contacts.phone, [...phones])));
      return new Set(rows.map((r) => r.phone!));
    },

    // Groups ------------------------------------------------------------------------------------------------

    async groupsOf(ownerId: string): Promise<ContactGroupRow[]> {
      return db
        .select()
        .from(contactGroups)
        .where(eq(contactGroups.ownerId, ownerId))
        .orderBy(asc(sql`lower(${contactGroups.name})`), asc(contactGroups.id));
    },

    async groupById(ownerId: string, id: string): Promise<ContactGroupRow | undefined> {
      const [row] = await db
        .select()
        .from(contactGroups)
        .where(and(eq(contactGroups.id, id), eq(contactGroups.ownerId, ownerId)));
      return row;
    },

    async groupsByIds(ids: readonly string[]): Promise<ContactGroupRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(contactGroups)
        .where(inArray(contactGroups.id, [...ids]));
    },

    /** Inserts or renames a group; undefined when the owner has another group of that name. */
    async saveGroup(
      ownerId: string,
      name: string,
      now: Date,
      id?: string,
    ): Promise<ContactGroupRow | 'exists' | undefined> {
      try {
        if (id) {
          const [row] = await db
            .update(contactGroups)
            .set({ name })
            .where(and(eq(contactGroups.id, id), eq(contactGroups.ownerId, ownerId)))
            .returning();
          return row;
        }
        const [row] = await db.insert(contactGroups).values({ ownerId, name, createdAt: now }).returning();
        return row;
      } catch (err) {
        if (uniqueViolation(err) === 'contact_groups_owner_name_key') return 'exists';
        throw err;
      }
    },

    async deleteGroup(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(contactGroups)
        .where(and(eq(contactGroups.id, id), eq(contactGroups.ownerId, ownerId)))
        .returning({ id: contactGroups.id });
      return rows.length > 0;
    },

    // Invitations -------------------------------------------------------------------------------------------

    async invitationById(id: string, tx: Exec = db): Promise<InvitationRow | undefined> {
      const [row] = await tx.select().from(eventInvitations).where(eq(eventInvitations.id, id));
      return row;
    },

    /** The invitations of an event to these e-mails or accounts (to say who is invited already). */
    async invitationsOf(
      eventId: string,
      emails: readonly string[],
      userIds: readonly string[],
    ): Promise<InvitationRow[]> {
      const who: SQL[] = [];
      if (emails.length > 0) who.push(inArray(eventInvitations.email, [...emails]));
      if (userIds.length > 0) who.push(inArray(eventInvitations.userId, [...userIds]));
      if (who.length === 0) return [];
      return db
        .select()
        .from(eventInvitations)
        .where(and(eq(eventInvitations.eventId, eventId), or(...who)));
    },

    /**
     * Inserts the invitations all together; answers the e-mail (or account) already invited instead (the
     * partial unique indexes decide, whatever runs at the same time).
     */
    async insertInvitations(rows: NewInvitation[]): Promise<InvitationRow[] | { clash: string }> {
      try {
        return await db.insert(eventInvitations).values(rows).returning();
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === 'event_invitations_event_email_key' || index === 'event_invitations_event_user_key')
          return { clash: index };
        throw err;
      }
    },

    /**
     * Moves an invitation from one of `from` to `to` with one conditional UPDATE (row lock): of two parallel
     * answers exactly one wins. Answers the updated row, or undefined when it was not in `from`.
     */
    async moveInvitation(
      tx: Exec,
      id: string,
      from: readonly string[],
      set: Partial<NewInvitation> & { status: string },
    ): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .update(eventInvitations)
        .set(set)
        .where(and(eq(eventInvitations.id, id), inArray(eventInvitations.status, [...from])))
        .returning();
      return row;
    },

    /** A page of an event's invitations, newest first. */
    async invitationsPage(
      eventId: string,
      after: { createdAt: string; id: string } | null,
      limit: number,
    ): Promise<InvitationPageRow[]> {
      const where: SQL[] = [eq(eventInvitations.eventId, eventId)];
      if (after)
        where.push(
          sql`(${eventInvitations.createdAt}, ${eventInvitations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      const rows = await db
        .select({
          row: eventInvitations,
          cursorTime: sql<string>`to_char(${eventInvitations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(eventInvitations)
        .where(and(...where))
        .orderBy(desc(eventInvitations.createdAt), desc(eventInvitations.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.row, cursorTime: r.cursorTime }));
    },

    /**
     * People invited to an event, each once (an account, or an address without one); invitations the team withdrew
     * (DECLINED, 'Not Selected') left out, as in the host counters (docs/decisions/072).
     */
    async uniqueInviteeCount(eventId: string): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`count(distinct coalesce(${eventInvitations.userId}::text, ${eventInvitations.email}))::int`,
        })
        .from(eventInvitations)
        .where(and(eq(eventInvitations.eventId, eventId), ne(eventInvitations.status, 'DECLINED')));
      return row?.n ?? 0;
    },

    /** Each contact's invitation to one event, by contact e-mail or account. */
    async invitationsForContacts(eventId: string, rows: readonly ContactRow[]): Promise<InvitationRow[]> {
      const emails = rows.flatMap((r) => (r.email ? [r.email] : []));
      const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
      const ids = rows.map((r) => r.id);
      const who: SQL[] = [];
      if (ids.length > 0) who.push(inArray(eventInvitations.contactId, ids));
      if (emails.length > 0) who.push(inArray(eventInvitations.email, emails));
      if (userIds.length > 0) who.push(inArray(eventInvitations.userId, userIds));
      if (who.length === 0) return [];
      return db
        .select()
        .from(eventInvitations)
        .where(and(eq(eventInvitations.eventId, eventId), or(...who)));
    },

    // Invite links ------------------------------------------------------------------------------------------

    async linkOfEvent(eventId: string): Promise<InviteLinkRow | undefined> {
      const [row] = await db.select().from(eventInviteLinks).where(eq(eventInviteLinks.eventId, eventId));
      return row;
    },

    async linkByToken(token: string): Promise<InviteLinkRow | undefined> {
      const [row] = await db.select().from(eventInviteLinks).where(eq(eventInviteLinks.token, token));
      return row;
    },

    /** The event's link: the existing one, or this new one (one per event, whatever runs at once). */
    async ensureLink(eventId: string, token: string, createdBy: string, now: Date): Promise<InviteLinkRow> {
      await db
        .insert(eventInviteLinks)
        .values({ eventId, token, createdBy, createdAt: now })
        .onConflictDoNothing({ target: eventInviteLinks.eventId });
      const [row] = await db.select().from(eventInviteLinks).where(eq(eventInviteLinks.eventId, eventId));
      return row!;
    },

    /** A new token for the event's link (the old link stops working). */
    async rotateLink(eventId: string, token: string, createdBy: string, now: Date): Promise<InviteLinkRow> {
      const [row] = await db
        .insert(eventInviteLinks)
        .values({ eventId, token, createdBy, createdAt: now })
        .onConflictDoUpdate({ target: eventInviteLinks.eventId, set: { token, createdBy, createdAt: now } })
        .returning();
      return row!;
    },

    /** Number of rows (tests and counts). */
    async contactCount(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.ownerId, ownerId));
      return row?.n ?? 0;
    },
  };
}

export type ContactsRepository = ReturnType<typeof contactsRepository>;
