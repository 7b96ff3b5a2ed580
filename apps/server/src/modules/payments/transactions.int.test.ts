import { DOCUMENTS_MESSAGES } from '@repclub/shared';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { firstGraphQLError, startTestServer, type TestServer } from '../../test/server';
import { documents } from '../documents/documents.tables';
import { documentsRepository } from '../documents/documents.repository';
import { documentsService, InvalidDocumentError } from '../documents/documents.service';
import { formatReceiptDate } from '../documents/receipt-pdf';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';
import { transactions } from './payments.tables';
import { transactionsRepository } from './transactions.repository';
import {
  InvalidTransactionError,
  type RecordTransactionInput,
  type TransactionsService,
  transactionsService,
} from './transactions.service';

const TX_FIELDS = `transactionId type status transactionStatus description totalPrice currency quantity
  paymentMethod captureOrderId giftSenderId paidDateUtc createdAtUtc receiptUrl
  items { description quantity unitPrice amount }`;
const MY_TRANSACTIONS = `query($first: Int, $after: String) { myTransactions(first: $first, after: $after) {
  nodes { ${TX_FIELDS} } edges { cursor } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const MY_DOCUMENTS = `query($first: Int, $after: String) { myDocuments(first: $first, after: $after) {
  nodes { documentId kind title url transactionId signedAt createdAt } pageInfo { hasNextPage endCursor } } }`;

type Tx = {
  transactionId: string;
  type: string;
  status: string;
  transactionStatus: string;
  description: string;
  totalPrice: number;
  currency: string;
  quantity: number;
  paymentMethod: string | null;
  captureOrderId: string | null;
  paidDateUtc: string | null;
  createdAtUtc: string;
  receiptUrl: string | null;
  items: { description: string; quantity: number; unitPrice: number; amount: number }[];
};
type TxPage = {
  myTransactions: { nodes: Tx[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};
type Doc = {
  documentId: string;
  kind: string;
  title: string;
  url: string;
  transactionId: string | null;
  signedAt: string | null;
};
type DocPage = {
  myDocuments: { nodes: Doc[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

let server: TestServer;
let ledger: TransactionsService;
let docs: ReturnType<typeof documentsService>;
const clock = fixedClock('2026-05-01T10:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer();
  ledger = transactionsService(transactionsRepository(server.database.db), clock);
  docs = documentsService(documentsRepository(server.database.db), clock);
});
afterAll(async () => {
  await server.close();
});

const ticket = (userId: string, overrides: Partial<RecordTransactionInput> = {}): RecordTransactionInput => ({
  userId,
  type: 'BUY_EVENT_TICKET',
  status: 'COMPLETED',
  description: '2 × General admission — Summer Party',
  totalAmount: 5_318,
  quantity: 2,
  items: [
    { description: 'General admission', quantity: 2, unitAmount: 2_000, amount: 4_000 },
    { description: 'Service fee', quantity: 2, unitAmount: 299, amount: 598 },
    { description: 'Processing fee', quantity: 1, unitAmount: 720, amount: 720 },
  ],
  paymentMethod: 'SANDBOX',
  providerReference: 'SBXCAP-0123',
  paidAt: clock.now(),
  ...overrides,
});

async function page(user: SignedInUser, first?: number, after?: string | null) {
  return server.graphql<TxPage>(MY_TRANSACTIONS, { first, after }, user.headers);
}

/** WinAnsi (Windows-1252) bytes as text: Latin-1 plus the punctuation of 0x80–0x9F a receipt uses. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = {
  decode: (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join(''),
};

/** The text a PDF draws: its content streams inflated, the hex strings of each Tj read as WinAnsi. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const data = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(winAnsi.decode(Buffer.from(hex[1]!, 'hex')));
  }
  return shown.join('\n');
}

async function pdf(user: SignedInUser | null, url: string) {
  const response = await server.fetch(url, { headers: user ? user.headers : {} });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('myTransactions', () => {
  it('refuses signed-out callers', async () => {
    for (const query of [MY_TRANSACTIONS, MY_DOCUMENTS]) {
      const { body } = await server.graphql(query, {});
      expect(firstGraphQLError(body).code).toBe('AUTH_NOT_AUTHENTICATED');
    }
  });

  it('pages the user’s own transactions newest first, with a receipt for paid ones', async () => {
    const user = await signedUpUser(server);
    const other = await signedUpUser(server);
    await ledger.record(ticket(other.userId));
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(60_000);
      const status = i % 3 === 0 ? 'PENDING' : 'COMPLETED';
      const row = await ledger.record(
        ticket(user.userId, {
          description: `Order ${i}`,
          status,
          paidAt: status === 'COMPLETED' ? clock.now() : null,
        }),
      );
      ids.push(row.id);
    }
    const seen: Tx[] = [];
    let after: string | null = null;
    for (const size of [5, 5, 5]) {
      const { body } = await page(user, size, after);
      expect(body.errors).toBeUndefined();
      seen.push(...body.data!.myTransactions.nodes);
      after = body.data!.myTransactions.pageInfo.endCursor;
      expect(body.data!.myTransactions.pageInfo.hasNextPage).toBe(seen.length < 12);
    }
    expect(seen.map((t) => t.transactionId)).toEqual([...ids].reverse());
    const newest = seen[0]!;
    expect(newest).toMatchObject({
      description: 'Order 11',
      type: 'BUY_EVENT_TICKET',
      status: 'COMPLETED',
      transactionStatus: 'COMPLETED',
      totalPrice: 5_318,
      currency: 'USD',
      quantity: 2,
      paymentMethod: 'SANDBOX',
      captureOrderId: 'SBXCAP-0123',
      paidDateUtc: clock.now().toISOString(),
    });
    expect(newest.items).toEqual([
      { description: 'General admission', quantity: 2, unitPrice: 2_000, amount: 4_000 },
      { description: 'Service fee', quantity: 2, unitPrice: 299, amount: 598 },
      { description: 'Processing fee', quantity: 1, unitPrice: 720, amount: 720 },
    ]);
    expect(newest.receiptUrl).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    for (const tx of seen) expect(tx.receiptUrl === null).toBe(tx.status === 'PENDING');

    // Default page size 10; bad paging is refused.
    expect((await page(user)).body.data!.myTransactions.nodes).toHaveLength(10);
    expect(firstGraphQLError((await page(user, 101)).body).code).toBe('BAD_USER_INPUT');
    expect(firstGraphQLError((await page(user, 5, 'not-a-cursor')).body).code).toBe('BAD_USER_INPUT');
  });

  it('completes a pending transaction once, with one receipt, whatever concurrent callbacks do', async () => {
    const user = await signedUpUser(server);
    const row = await ledger.record(ticket(user.userId, { status: 'PENDING', paidAt: null }));
    expect((await page(user)).body.data!.myTransactions.nodes[0]!.receiptUrl).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => ledger.complete(row.id, { providerReference: 'CAP-1' })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const receipts = await server.database.db
      .select()
      .from(documents)
      .where(eq(documents.transactionId, row.id));
    expect(receipts).toHaveLength(1);
    expect(await ledger.transition(row.id, ['COMPLETED'], 'REFUNDED')).toMatchObject({ status: 'REFUNDED' });
    expect(await ledger.transition(row.id, ['PENDING'], 'CANCELLED')).toBeUndefined();
    const [node] = (await page(user)).body.data!.myTransactions.nodes;
    expect(node).toMatchObject({ status: 'REFUNDED', captureOrderId: 'CAP-1' });
    expect(node!.receiptUrl).toBe(`/api/documents/${receipts[0]!.id}/file`);
  });

  it('refuses a malformed record and stores nothing', async () => {
    const user = await signedUpUser(server);
    const bad: Partial<RecordTransactionInput>[] = [
      { totalAmount: -1 },
      { totalAmount: 10.5 },
      { totalAmount: 1 }, // the items add up to 5,318
      { status: 'DONE' as never },
      { currency: 'US' },
      { type: 'buy ticket' },
      { description: ' ' },
      { status: 'PENDING' }, // paid yet pending
    ];
    for (const overrides of bad) {
      await expect(ledger.record(ticket(user.userId, overrides))).rejects.toThrow(InvalidTransactionError);
    }
    const rows = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('records inside the caller’s database transaction: a rollback keeps neither the row nor its receipt', async () => {
    const user = await signedUpUser(server);
    await expect(
      server.database.db.transaction(async (tx) => {
        await ledger.record(ticket(user.userId), tx as unknown as Db);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(
      await server.database.db.select().from(transactions).where(eq(transactions.userId, user.userId)),
    ).toEqual([]);
    expect(
      await server.database.db.select().from(documents).where(eq(documents.userId, user.userId)),
    ).toEqual([]);
  });
});

describe('myDocuments and receipt PDFs', () => {
  it('lists receipts and signed waivers, and serves a receipt’s PDF to its owner only', async () => {
    const owner = await signedUpUser(server, { firstName: 'Zoë', lastName: 'Ångström' });
    const other = await signedUpUser(server);
    clock.advance(60_000);
    const paid = await ledger.record(ticket(owner.userId, { description: 'VIP — Night Market 🎉' }));
    clock.advance(60_000);
    const waiver = await docs.recordSigned({
      userId: owner.userId,
      kind: 'WAIVER',
      title: 'Night Market waiver',
      fileUrl: 'https://media.repclub.example/waivers/night-market.pdf',
      signedAt: clock.now(),
    });

    const { body } = await server.graphql<DocPage>(MY_DOCUMENTS, { first: 10 }, owner.headers);
    expect(body.errors).toBeUndefined();
    const [first, second] = body.data!.myDocuments.nodes;
    expect(first).toMatchObject({
      documentId: waiver.id,
      kind: 'WAIVER',
      url: 'https://media.repclub.example/waivers/night-market.pdf',
      transactionId: null,
      signedAt: clock.now().toISOString(),
    });
    expect(second).toMatchObject({
      kind: 'RECEIPT',
      transactionId: paid.id,
      title: 'Receipt — VIP — Night Market 🎉',
    });
    expect(body.data!.myDocuments.nodes).toHaveLength(2);
    const small = await server.graphql<DocPage>(MY_DOCUMENTS, { first: 1 }, owner.headers);
    expect(small.body.data!.myDocuments.pageInfo.hasNextPage).toBe(true);
    const rest = await server.graphql<DocPage>(
      MY_DOCUMENTS,
      { first: 1, after: small.body.data!.myDocuments.pageInfo.endCursor },
      owner.headers,
    );
    expect(rest.body.data!.myDocuments.nodes.map((d) => d.documentId)).toEqual([second!.documentId]);
    expect(
      (await server.graphql<DocPage>(MY_DOCUMENTS, {}, other.headers)).body.data!.myDocuments.nodes,
    ).toEqual([]);

    const file = await pdf(owner, second!.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = pdfText(file.bytes);
    expect(text).toContain('Receipt');
    expect(text).toContain(`Receipt number R-${paid.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain('VIP — Night Market ?'); // the emoji has no glyph in the standard font
    expect(text).toContain('General admission');
    expect(text).toContain('$53.18');
    expect(text).toContain(`Paid ${formatReceiptDate(paid.paidAt!)}`);
    expect(formatReceiptDate(new Date('2026-05-01T22:05:00Z'))).toBe('May 1, 2026 10:05 PM UTC');

    // Another user, a visitor, an unknown id, a non-id and a waiver's id: no PDF.
    expect((await pdf(other, second!.url)).status).toBe(404);
    expect((await pdf(null, second!.url)).status).toBe(401);
    expect((await pdf(owner, '/api/documents/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
    expect((await pdf(owner, '/api/documents/nope/file')).status).toBe(404);
    const waiverFile = await server.fetch(`/api/documents/${waiver.id}/file`, { headers: owner.headers });
    expect(waiverFile.status).toBe(404);
    expect(((await waiverFile.json()) as { error: { message: string } }).error.message).toBe(
      DOCUMENTS_MESSAGES.notFound,
    );
  });

  it('records a waiver stored as our media path, with its version (docs/decisions/109)', async () => {
    const user = await signedUpUser(server);
    const fileUrl = `/api/media/events/${user.userId}/waiver.pdf?v=1795891342842`;
    const waiver = await docs.recordSigned({
      userId: user.userId,
      kind: 'WAIVER',
      title: 'Pier safety waiver',
      fileUrl,
      signedAt: clock.now(),
    });
    expect(waiver.fileUrl).toBe(fileUrl);
  });

  it('refuses a malformed signed document', async () => {
    const user = await signedUpUser(server);
    await expect(
      docs.recordSigned({
        userId: user.userId,
        kind: 'WAIVER',
        title: 'W',
        fileUrl: 'javascript:alert(1)',
        signedAt: clock.now(),
      }),
    ).rejects.toThrow(InvalidDocumentError);
    await expect(
      docs.recordSigned({
        userId: user.userId,
        kind: 'RECEIPT' as never,
        title: 'W',
        fileUrl: '/api/media/w.pdf',
        signedAt: clock.now(),
      }),
    ).rejects.toThrow(InvalidDocumentError);
    expect(
      await server.database.db.select().from(documents).where(eq(documents.userId, user.userId)),
    ).toEqual([]);
  });
});
