import {
  CONTACTS_MESSAGES as M,
  type ContactImportRow,
  contactGroupInputSchema,
  contactImportSchema,
  contactInputSchema,
  emailSchema,
  parseContactsCsv,
  toE164,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type Connection, isKeyWithId, paginate } from '../../platform/graphql/pagination';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import type { UsersRepository } from '../users/users.module';
import type {
  ContactClash,
  ContactGroupRow,
  ContactRow,
  ContactValues,
  ContactsRepository,
} from './contacts.repository';

export type ContactListArgs = {
  first?: number | null;
  after?: string | null;
  groupId?: string | null;
  search?: string | null;
};

export type ImportOutcome = {
  row: number;
  status: 'CREATED' | 'DUPLICATE' | 'INVALID';
  message: string | null;
  contact: ContactRow | null;
};

const clashMessage = (clash: ContactClash) => (clash === 'email' ? M.duplicateEmail : M.duplicatePhone);

const listArgsSearch = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null);

/**
 * The contact book (domain §3 Contacts; docs/decisions/076): every contact and group belongs to the user who
 * made it, and only they read or change it (another user's id answers NOT_FOUND, as if there were none).
 */
export function contactsService(deps: {
  repo: ContactsRepository;
  users: Pick<UsersRepository, 'byEmail'>;
  clock: Clock;
}) {
  const { repo, users, clock } = deps;

  const ownContact = async (viewer: Viewer, id: string) => {
    const row = isUuid(id) ? await repo.contactById(viewer.userId, id) : undefined;
    if (!row) throw notFound(M.contactNotFound);
    return row;
  };

  const ownGroupId = async (viewer: Viewer, groupId: string | null) => {
    if (!groupId) return null;
    const group = isUuid(groupId) ? await repo.groupById(viewer.userId, groupId) : undefined;
    if (!group) throw notFound(M.groupNotFound);
    return group.id;
  };

  /** The account with the contact's e-mail, if any (Contact.userId). */
  const accountOf = async (email: string | null) =>
    email ? ((await users.byEmail(email))?.id ?? null) : null;

  /** Creates a group, or renames the group `id` (createContactGroup, updateContactGroup). */
  async function saveGroup(viewer: Viewer, raw: unknown, id?: string): Promise<ContactGroupRow> {
    const { groupName } = parseInput(contactGroupInputSchema, raw);
    if (id !== undefined && !isUuid(id)) throw notFound(M.groupNotFound);
    const saved = await repo.saveGroup(viewer.userId, groupName, clock.now(), id);
    if (saved === 'exists') throw new DomainError('CONFLICT', M.groupExists);
    if (!saved) throw notFound(M.groupNotFound);
    return saved;
  }

  async function values(viewer: Viewer, raw: unknown): Promise<ContactValues> {
    const input = parseInput(contactInputSchema, raw);
    return {
      name: input.name,
      email: input.emailAddress,
      phone: input.phoneNumber,
      userId: await accountOf(input.emailAddress),
      groupId: await ownGroupId(viewer, input.groupId),
      customFields: input.customFields,
    };
  }

  return {
    ownContact,

    /** The viewer's contacts by name, optionally of one group or matching a search, cursor-paged. */
    async contacts(
      viewer: Viewer,
      args: ContactListArgs,
    ): Promise<Connection<ContactRow & { sortName: string }>> {
      const groupId = args.groupId ? await ownGroupId(viewer, args.groupId) : null;
      const search = parseInput(listArgsSearch, args.search);
      return paginate(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: 20,
          isKey: (value): value is [string, string] => isKeyWithId(value, (f) => typeof f === 'string'),
          keyOf: (row) => [row.sortName, row.id] as [string, string],
          fetch: (limit, after) => repo.contactsPage(viewer.userId, { groupId, search }, after, limit),
        },
      );
    },

    contactGroups: (viewer: Viewer): Promise<ContactGroupRow[]> => repo.groupsOf(viewer.userId),
    groupsByIds: (ids: readonly string[]) => repo.groupsByIds(ids),

    async addContact(viewer: Viewer, raw: unknown): Promise<ContactRow> {
      const saved = await repo.insertContact(viewer.userId, await values(viewer, raw), clock.now());
      if (typeof saved === 'string') throw new DomainError('CONFLICT', clashMessage(saved));
      return saved;
    },

    async updateContact(viewer: Viewer, id: string, raw: unknown): Promise<ContactRow> {
      await ownContact(viewer, id);
      const saved = await repo.updateContact(viewer.userId, id, await values(viewer, raw), clock.now());
      if (saved === undefined) throw notFound(M.contactNotFound);
      if (typeof saved === 'string') throw new DomainError('CONFLICT', clashMessage(saved));
      return saved;
    },

    async deleteContact(viewer: Viewer, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteContact(viewer.userId, id))) throw notFound(M.contactNotFound);
    },

    /** A new group of the viewer's (its name unique in their book). */
    createContactGroup: (viewer: Viewer, raw: unknown): Promise<ContactGroupRow> => saveGroup(viewer, raw),

    /** Renames one of the viewer's groups. */
    updateContactGroup: (viewer: Viewer, id: string, raw: unknown): Promise<ContactGroupRow> =>
      saveGroup(viewer, raw, id),

    /** Deletes a group; its contacts stay, without a group. */
    async deleteContactGroup(viewer: Viewer, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteGroup(viewer.userId, id))) throw notFound(M.groupNotFound);
    },

    /**
     * Imports rows (JSON rows, or CSV text with a header line) into the book, each row on its own: CREATED,
     * DUPLICATE (an e-mail, case-insensitive, or a phone, compared in E.164, already in the book or in an
     * earlier row) or INVALID (the contact rules), with the message. Valid rows are kept whatever the others do.
     */
    async importContacts(
      viewer: Viewer,
      input: { rows?: readonly ContactImportRow[] | null; csv?: string | null },
      groupId?: string | null,
    ): Promise<ImportOutcome[]> {
      let raw: readonly ContactImportRow[];
      if (input.csv != null) {
        try {
          raw = parseContactsCsv(input.csv);
        } catch (err) {
          throw badInput(err instanceof Error ? err.message : M.importNoHeader, { field: 'csv' });
        }
      } else raw = input.rows ?? [];
      const rows = parseInput(contactImportSchema, raw);
      const group = await ownGroupId(viewer, groupId ?? null);
      const outcomes: ImportOutcome[] = [];
      const seenEmails = new Set<string>();
      const seenPhones = new Set<string>();
      const now = clock.now();
      for (const [index, row] of rows.entries()) {
        const parsed = contactInputSchema.safeParse({
          ...row,
          name: row.name?.trim() || row.emailAddress || '',
        });
        if (!parsed.success) {
          outcomes.push({
            row: index + 1,
            status: 'INVALID',
            message: parsed.error.issues[0]?.message ?? M.emailOrPhoneRequired,
            contact: null,
          });
          continue;
        }
        const { name, emailAddress: email, phoneNumber: phone } = parsed.data;
        if ((email && seenEmails.has(email)) || (phone && seenPhones.has(phone))) {
          outcomes.push({ row: index + 1, status: 'DUPLICATE', message: M.duplicateInImport, contact: null });
          continue;
        }
        if (email) seenEmails.add(email);
        if (phone) seenPhones.add(phone);
        const saved = await repo.insertContact(
          viewer.userId,
          { name, email, phone, userId: await accountOf(email), groupId: group, customFields: [] },
          now,
        );
        outcomes.push(
          typeof saved === 'string'
            ? { row: index + 1, status: 'DUPLICATE', message: clashMessage(saved), contact: null }
            : { row: index + 1, status: 'CREATED', message: null, contact: saved },
        );
      }
      return outcomes;
    },

    /** Whether each e-mail is in the viewer's book (case-insensitive); an invalid address is not. */
    async contactEmailsExist(viewer: Viewer, emails: readonly string[]) {
      const normal = emails.map((e) => emailSchema.safeParse(e).data ?? null);
      const found = await repo.existingEmails(
        viewer.userId,
        normal.filter((e): e is string => e !== null),
      );
      return emails.map((emailAddress, i) => ({
        emailAddress,
        exists: normal[i] ? found.has(normal[i]) : false,
      }));
    },

    /** Whether each phone is in the viewer's book (compared in E.164); an invalid number is not. */
    async contactPhonesExist(viewer: Viewer, phones: readonly string[]) {
      const normal = phones.map((p) => toE164(p));
      const found = await repo.existingPhones(
        viewer.userId,
        normal.filter((p): p is string => p !== null),
      );
      return phones.map((phoneNumber, i) => ({
        phoneNumber,
        exists: normal[i] ? found.has(normal[i]) : false,
      }));
    },
  };
}

export type ContactsService = ReturnType<typeof contactsService>;
