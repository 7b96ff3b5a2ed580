import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../test/server';
import { graphqlResult } from '../../test/server';

/** Helpers for the points integration tests (real HTTP GraphQL). */

export type Caller = { userId: string; headers: Record<string, string> };

export const TX_FIELDS = 'id type amount memo status createdAt club { id } counterparty { userId name }';
export type TxData = {
  id: string;
  type: string;
  amount: number;
  memo: string | null;
  status: string;
  club: { id: string };
  counterparty: { userId: string; name: string } | null;
};
export const SEND = `mutation($i: SendPointsInput!) { sendPoints(input: $i) { ${TX_FIELDS} } }`;
export const GRANT = `mutation($i: GrantPointsInput!) { grantPoints(input: $i) { ${TX_FIELDS} } }`;
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
