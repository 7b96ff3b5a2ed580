import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../test/server';
import { graphqlResult } from '../../test/server';

/** Helpers for the points integration tests (real HTTP GraphQL). */

export type Caller = { userId: string; headers: Record<string, string> };

export const TX_FIELDS = 'id type amount memo status createdAt club { id } counterparty { userId name }';
export const TRADE_FIELDS = `id status isIncoming giveAmount askAmount memo expiresAt createdAt respondedAt
  from { userId } to { userId } giveClub { id } askClub { id }`;

export type TxData = {
  id: string;
  type: string;
  amount: number;
  memo: string | null;
  status: string;
  club: { id: string };
  counterparty: { userId: string; name: string } | null;
};
export type TradeData = {
  id: string;
  status: string;
  isIncoming: boolean;
  giveAmount: number;
  askAmount: number;
  expiresAt: string;
  respondedAt: string | null;
  from: { userId: string };
  to: { userId: string };
};

export const SEND = `mutation($i: SendPointsInput!) { sendPoints(input: $i) { ${TX_FIELDS} } }`;
export const GRANT = `mutation($i: GrantPointsInput!) { grantPoints(input: $i) { ${TX_FIELDS} } }`;
export const CREATE_TRADE = `mutation($i: CreateTradeRequestInput!) { createTradeRequest(input: $i) { ${TRADE_FIELDS} } }`;
export const ACCEPT_TRADE = `mutation($t: ID!) { acceptTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
export const DECLINE_TRADE = `mutation($t: ID!) { declineTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
export const CANCEL_TRADE = `mutation($t: ID!) { cancelTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
export const WALLET = 'query { walletBalances { points isMember club { id } tier { name } } }';

export const gql = <T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  caller: Caller,
) => graphqlResult<T>(server, query, variables, caller.headers);

export const key = () => randomUUID();

export async function grant(
  server: TestServer,
  manager: Caller,
  clubId: string,
  to: Caller,
  amount: number,
  idempotencyKey = key(),
) {
  const result = await gql<{ grantPoints: TxData }>(
    server,
    GRANT,
    { i: { clubId, toUserId: to.userId, amount, idempotencyKey } },
    manager,
  );
  if (result.error) throw new Error(`grantPoints: ${result.error.message}`);
  return result.data!.grantPoints;
}

export async function joinClub(server: TestServer, who: Caller, clubId: string) {
  const result = await gql<{ joinClub: { id: string } }>(
    server,
    'mutation($c: ID!) { joinClub(clubId: $c) { id } }',
    { c: clubId },
    who,
  );
  if (result.error) throw new Error(`joinClub: ${result.error.message}`);
}

export async function wallet(server: TestServer, who: Caller) {
  const result = await gql<{ walletBalances: { points: number; isMember: boolean; club: { id: string } }[] }>(
    server,
    WALLET,
    {},
    who,
  );
  if (result.error) throw new Error(`walletBalances: ${result.error.message}`);
  return new Map(result.data!.walletBalances.map((w) => [w.club.id, w.points]));
}
