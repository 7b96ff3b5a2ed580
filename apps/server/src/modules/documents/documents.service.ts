import { DOCUMENTS_MESSAGES, isMediaUrl } from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { type Connection, isTimeIdKey, paginate, type TimeIdKey } from '../../platform/graphql/pagination';
import type { Viewer } from '../../platform/viewer';
import type { DocumentKey, DocumentPageRow, DocumentRow, DocumentsRepository } from './documents.repository';
import { type ReceiptContent, renderReceiptPdf } from './receipt-pdf';
import { isUuid, UUID_PATTERN } from '../../platform/ids';

export const DOCUMENTS_PAGE_SIZE = 10;
export const DOCUMENTS_PATH = '/api/documents/';

/** Where a document's PDF is read: receipts from the authenticated route, waivers from their stored file. */
export const documentUrl = (row: Pick<DocumentRow, 'id' | 'fileUrl'>) =>
  row.fileUrl ?? `${DOCUMENTS_PATH}${row.id}/file`;

/** The receipt number printed on a receipt and shown beside it: R- and the first 8 hex digits of its id. */
export const receiptNumberOf = (transactionId: string) =>
  `R-${transactionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const signedSchema = z.object({
  userId: z.string().regex(UUID_PATTERN),
  kind: z.literal('WAIVER'),
  title: z.string().trim().min(1).max(200),
  /** The stored PDF the user accepted (an event's waiver file): an http(s) URL or our media's path (109). */
  fileUrl: z.string().refine(isMediaUrl),
  signedAt: z.date(),
});
export type RecordSignedDocumentInput = z.input<typeof signedSchema>;

export class InvalidDocumentError extends Error {
  override name = 'InvalidDocumentError';
}

/**
 * Documents a user received or signed (domain §9): receipts are added by the transactions ledger when a
 * payment completes; waivers by the events domain when a user accepts one (`recordSigned`). The user reads
 * their own as `myDocuments`; a receipt's PDF is rendered for its owner only.
 */
/**
 * Where a receipt's content comes from: the ledger of the payments module, which owns the transactions and binds
 * itself to documents' `receipts` port (documents.module.ts), so that documents does not import payments
 * (docs/decisions/065).
 */
export type ReceiptSource = {
  receiptContent(transactionId: string): Promise<
    | {
        transaction: Omit<ReceiptContent, 'receiptNumber' | 'issuedTo' | 'paidAt'> & {
          id: string;
          paidAt: Date | null;
        };
        firstName: string | null;
        lastName: string | null;
        email: string | null;
      }
    | undefined
  >;
};

/** The documents module's front door for the receipts the payments module writes (in its own transaction). */
export { insertReceipt } from './documents.repository';

export function documentsService(repo: DocumentsRepository, clock: Clock, receipts?: ReceiptSource) {
  return {
    /** Records a document the user signed (a waiver), inside the caller's transaction when given. */
    async recordSigned(input: RecordSignedDocumentInput, executor?: Db): Promise<DocumentRow> {
      const parsed = signedSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InvalidDocumentError(
          `recordSigned: ${issue?.path.map(String).join('.') || 'input'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      return repo.insert({ ...parsed.data, createdAt: clock.now() }, executor);
    },

    /** The viewer's documents, newest first, as a Relay connection (keyset cursors). */
    myDocuments(
      viewer: Viewer,
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<DocumentPageRow>> {
      return paginate(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: DOCUMENTS_PAGE_SIZE,
          isKey: isTimeIdKey,
          keyOf: (row): TimeIdKey => [row.cursorTime, row.id],
          fetch: (limit, after) => {
            const key: DocumentKey | null = after ? { createdAt: after[0], id: after[1] } : null;
            return repo.page(viewer.userId, key, limit);
          },
        },
      );
    },

    /**
     * The PDF of one of the viewer's receipts. Another user's document, an unknown id and a document that is
     * not a receipt are all answered NOT_FOUND, so ids cannot be probed.
     */
    async receiptPdf(viewer: Viewer, documentId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      if (!isUuid(documentId)) throw notFound(DOCUMENTS_MESSAGES.notFound);
      const document = await repo.byIdForUser(documentId, viewer.userId);
      if (!document || document.kind !== 'RECEIPT' || !document.transactionId) {
        throw notFound(DOCUMENTS_MESSAGES.notFound);
      }
      const content = await receipts?.receiptContent(document.transactionId);
      const paidAt = content?.transaction.paidAt;
      if (!content || !paidAt) throw notFound(DOCUMENTS_MESSAGES.notFound);
      const { transaction } = content;
      const receiptNumber = receiptNumberOf(transaction.id);
      const name =
        [content.firstName, content.lastName].filter(Boolean).join(' ') || content.email || 'RepClub user';
      const bytes = await renderReceiptPdf({
        receiptNumber,
        issuedTo: { name, email: content.email },
        description: transaction.description,
        type: transaction.type,
        status: transaction.status,
        paidAt,
        createdAt: transaction.createdAt,
        totalAmount: transaction.totalAmount,
        currency: transaction.currency,
        quantity: transaction.quantity,
        items: transaction.items,
        paymentMethod: transaction.paymentMethod,
        providerReference: transaction.providerReference,
      });
      return { fileName: `receipt-${receiptNumber}.pdf`, bytes };
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
