/**
 * Trade actions (domain §4).
 */

export const TRADE_ACTIONS = ['buy', 'send', 'sendToPie'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];
