/**
 * Reward list limits (domain §9).
 */

export const REWARD_TICKET_LIST_LIMIT = 100;
export const REWARD_POLICY_INFO_LIST_LIMIT = 10;
