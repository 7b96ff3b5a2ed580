import { DOCUMENTS_MESSAGES, MESSAGES } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { firstGraphQLError, startTestServer, type TestServer } from '../../test/server';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { users } from '../users/users.tables';
import { receiptNumberOf } from './documents.service';

/**
 * What the documents module serves (docs/decisions/025): `myDocuments` (the signed-in user's receipts and signed
 * waivers) and GET /api/documents/{id}/file (a receipt's PDF). The documents come from a real checkout: a paid
 * ticket with the event's waiver accepted leaves a RECEIPT and a WAIVER with the buyer. Only the buyer reads
 * them; an administrator, the event's host, another user and a visitor are refused alike.
 */

const NOW = '2026-06-01T18:00:00.000Z';
const clock = fixedClock(NOW);
let server: TestServer;

const MY_DOCUMENTS = `query($first: Int, $after: String) { myDocuments(first: $first, after: $after) {
  nodes { documentId kind title url transactionId signedAt createdAt } pageInfo { hasNextPage endCursor } } }`;
const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;

type Doc = {
  documentId: string;
  kind: string;
  title: string;
  url: string;
  transactionId: string | null;
  signedAt: string | null;
  createdAt: string;
};
type DocPage = {
  myDocuments: { nodes: Doc[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};
type Person = Awaited<ReturnType<typeof manyUsers>>[number];

let host: Person;
let buyer: Person;
let admin: Person;
let stranger: Person;
let transactionId: string;
let eventName: string;

beforeAll(async () => {
  server = await startTestServer({ clock });
  [host, buyer, admin, stranger] = (await manyUsers(server, 4, clock)) as [Person, Person, Person, Person];
  await server.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.userId));

  // The buyer pays for one ticket with the sandbox provider, accepting the event's waiver.
  const { event, types } = await insertEvent(server, host.userId, {
    now: clock.now(),
    displayName: 'Harbor Lights',
    optIns: { privacyPolicy: { title: 'Event Waiver', fileUrl: 'https://repclub.test/waiver.pdf' } },
    tickets: [{ ticketType: 'General', price: 4_000 }],
  });
  eventName = event.displayName;
  const { body } = await server.graphql<{
    purchaseTickets: { paymentUrl: string; booking: { transactionId: string } };
  }>(
    PURCHASE,
    {
      input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }], acceptWaiver: true },
    },
    buyer.headers,
  );
  expect(body.errors).toBeUndefined();
  transactionId = body.data!.purchaseTickets.booking.transactionId;
  const paid = await server.fetch(`${new URL(body.data!.purchaseTickets.paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(paid.status).toBe(303);
});
afterAll(() => server?.close());

const documentsOf = (headers: Record<string, string>, variables: Record<string, unknown> = {}) =>
  server.graphql<DocPage>(MY_DOCUMENTS, variables, headers);

async function buyerDocuments() {
  const { body } = await documentsOf(buyer.headers);
  expect(body.errors).toBeUndefined();
  return body.data!.myDocuments.nodes;
}

async function file(url: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('myDocuments', () => {
  it('lists the buyer’s receipt and signed waiver with every field', async () => {
    const nodes = await buyerDocuments();
    const byKind = Object.fromEntries(nodes.map((node) => [node.kind, node]));
    expect(Object.keys(byKind).sort()).toEqual(['RECEIPT', 'WAIVER']);
    expect(byKind.RECEIPT).toEqual({
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'RECEIPT',
      title: `Receipt — ${eventName} — 1 ticket`,
      url: `/api/documents/${byKind.RECEIPT!.documentId}/file`,
      transactionId,
      signedAt: null,
      createdAt: NOW,
    });
    expect(byKind.WAIVER).toEqual({
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'WAIVER',
      title: `Event Waiver — ${eventName}`,
      url: 'https://repclub.test/waiver.pdf',
      transactionId: null,
      signedAt: NOW,
      createdAt: NOW,
    });
  });

  it('pages newest first with a cursor', async () => {
    const all = await buyerDocuments();
    const first = await documentsOf(buyer.headers, { first: 1 });
    expect(first.body.data!.myDocuments.nodes.map((d) => d.documentId)).toEqual([all[0]!.documentId]);
    expect(first.body.data!.myDocuments.pageInfo.hasNextPage).toBe(true);
    const rest = await documentsOf(buyer.headers, {
      first: 1,
      after: first.body.data!.myDocuments.pageInfo.endCursor,
    });
    expect(rest.body.data!.myDocuments.nodes.map((d) => d.documentId)).toEqual([all[1]!.documentId]);
    expect(rest.body.data!.myDocuments.pageInfo.hasNextPage).toBe(false);
    expect(firstGraphQLError((await documentsOf(buyer.headers, { first: 101 })).body).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows no one else the buyer’s documents: not the administrator, the host or another user', async () => {
    for (const other of [admin, host, stranger]) {
      const { body } = await documentsOf(other.headers);
      expect(body.errors).toBeUndefined();
      expect(body.data!.myDocuments.nodes).toEqual([]);
    }
  });

  it('refuses a visitor', async () => {
    const { body } = await documentsOf({});
    expect(firstGraphQLError(body)).toMatchObject({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: MESSAGES.unauthorized,
    });
  });
});

describe('GET /api/documents/{id}/file', () => {
  it('serves the receipt’s PDF to its owner, inline and never cached', async () => {
    const receipt = (await buyerDocuments()).find((d) => d.kind === 'RECEIPT')!;
    const { response, bytes } = await file(receipt.url, buyer.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="receipt-${receiptNumberOf(transactionId)}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 to the administrator, the host and another user, as for an unknown id', async () => {
    const receipt = (await buyerDocuments()).find((d) => d.kind === 'RECEIPT')!;
    const unknown = '/api/documents/00000000-0000-4000-8000-000000000000/file';
    for (const [url, headers] of [
      [receipt.url, admin.headers],
      [receipt.url, host.headers],
      [receipt.url, stranger.headers],
      [unknown, buyer.headers],
      ['/api/documents/not-an-id/file', buyer.headers],
    ] as const) {
      const { response, bytes } = await file(url, headers);
      expect(response.status, url).toBe(404);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({
        error: { code: 'NOT_FOUND', message: DOCUMENTS_MESSAGES.notFound },
      });
    }
  });

  it('has no PDF for a waiver, even for its signer (its file is its own URL)', async () => {
    const waiver = (await buyerDocuments()).find((d) => d.kind === 'WAIVER')!;
    const { response } = await file(`/api/documents/${waiver.documentId}/file`, buyer.headers);
    expect(response.status).toBe(404);
  });

  it('refuses a visitor with 401', async () => {
    const receipt = (await buyerDocuments()).find((d) => d.kind === 'RECEIPT')!;
    const { response, bytes } = await file(receipt.url);
    expect(response.status).toBe(401);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      error: { code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized },
    });
  });
});
