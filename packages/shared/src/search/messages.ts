/** Search messages shown by the web and answered by the server. */

/** Messages the spec does not give: our wording (docs/decisions/008-shared-validation-gaps.md); part of DECIDED_MESSAGES. */
export const SEARCH_DECIDED_MESSAGES = {
  searchKeywordRequired: 'Please enter a search keyword',
} as const;
