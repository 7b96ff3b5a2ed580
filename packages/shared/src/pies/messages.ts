/** Pies messages shown by the web and answered by the server. */

/** Spec text (word for word); part of MESSAGES. */
export const PIE_SPEC_MESSAGES = {
  sliceCountRequired: 'Number of slices is required',
  piePriceRequired: 'Pie price is required',
} as const;

/** Messages the spec does not give: our wording (docs/decisions/008-shared-validation-gaps.md); part of DECIDED_MESSAGES. */
export const PIE_DECIDED_MESSAGES = {
  sliceCountInvalid: 'Number of slices must be a whole number greater than 0.',
  piePriceInvalid: 'Pie price must be 0 or more, with at most 2 decimals.',
} as const;
