import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';
import { transactionsRepository } from './transactions.repository';
import { transactionsService } from './transactions.service';

// The statements a page of transactions or documents costs, every field selected, do not grow with the page
// (docs/decisions/064).

const clock = fixedClock('2026-05-01T10:00:00.000Z');
let server: TestServer;
let owner: SignedInUser;

const MY_TRANSACTIONS = `query($first: Int) { myTransactions(first: $first) { nodes {
  transactionId type status transactionStatus description totalPrice currency quantity paymentMethod
  captureOrderId giftSenderId paidDateUtc createdAtUtc receiptUrl items { description quantity unitPrice amount }
  } pageInfo { hasNextPage endCursor } } }`;
const MY_DOCUMENTS = `query($first: Int) { myDocuments(first: $first) {
  nodes { documentId kind title url transactionId signedAt createdAt } pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = await signedUpUser(server);
  const ledger = transactionsService(transactionsRepository(server.database.db), clock);
  // Paid transactions, each with its receipt.
  for (let i = 0; i < 22; i++) {
    clock.advance(1000);
    await ledger.record({
      userId: owner.userId,
      type: 'BUY_EVENT_TICKET',
      status: 'COMPLETED',
      description: `1 × General admission — Party ${i}`,
      totalAmount: 2_000,
      quantity: 1,
      items: [{ description: 'General admission', quantity: 1, unitAmount: 2_000, amount: 2_000 }],
      paymentMethod: 'SANDBOX',
      providerReference: `SBXCAP-${i}`,
      paidAt: clock.now(),
    });
  }
});
afterAll(async () => server?.close());

async function statementsOf(query: string, first: number) {
  const { body: warm } = await server.graphql<Record<string, { nodes: unknown[] }>>(
    query,
    { first },
    owner.headers,
  );
  // The page is full: the count is of a page of `first` rows.
  expect(Object.values(warm.data!)[0]!.nodes).toHaveLength(first);
  let errors: unknown;
  const statements = await server.statementsOf(async () => {
    const { body } = await server.graphql(query, { first }, owner.headers);
    errors = body.errors;
  });
  expect(errors).toBeUndefined();
  return statements.length;
}

describe('SQL statements per page of transactions and documents', () => {
  it('a page of 20 transactions costs what a page of 5 costs', async () => {
    const five = await statementsOf(MY_TRANSACTIONS, 5);
    expect(await statementsOf(MY_TRANSACTIONS, 20)).toBe(five);
  });

  it('a page of 20 documents costs what a page of 5 costs', async () => {
    const five = await statementsOf(MY_DOCUMENTS, 5);
    expect(await statementsOf(MY_DOCUMENTS, 20)).toBe(five);
  });
});
