/** GraphQL operations and shapes of the trade request tests (real HTTP GraphQL). */

export const TRADE_FIELDS = `id status isIncoming giveAmount askAmount memo expiresAt createdAt respondedAt
  from { userId } to { userId } giveClub { id } askClub { id }`;

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

export const CREATE_TRADE = `mutation($i: CreateTradeRequestInput!) { createTradeRequest(input: $i) { ${TRADE_FIELDS} } }`;
export const ACCEPT_TRADE = `mutation($t: ID!) { acceptTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
export const DECLINE_TRADE = `mutation($t: ID!) { declineTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
export const CANCEL_TRADE = `mutation($t: ID!) { cancelTradeRequest(tradeRequestId: $t) { ${TRADE_FIELDS} } }`;
