/**
 * Messages no one domain owns (accounts §8, §9): the generic errors, alert and toast titles. The whole catalogue,
 * MESSAGES (spec text) and DECIDED_MESSAGES (our wording), is assembled in shell/messages.ts.
 */
import type { AlertType, ToastType } from './enums';

/** Spec text (word for word); part of MESSAGES. */
export const COMMON_SPEC_MESSAGES = {
  defaultError: 'Oops! Looks like something went wrong. Please try again or contact support.',
  unauthorized: 'Unauthorized',
  noDataFound: 'No data found',
  unknownCity: 'Unknown City',
  mustSpecifyNumber: 'You must specify a number',
} as const;

/** Messages the spec does not give: our wording (docs/decisions/008-shared-validation-gaps.md); part of DECIDED_MESSAGES. */
export const COMMON_DECIDED_MESSAGES = {
  countryInvalid: 'Please choose a valid country.',
  countryNotSupported: 'This country is not supported.',
  numericCheckRange: 'Enter a number greater than 0 and at most 1000.',
} as const;

/** The default user message (accounts §8), also under its own name. */
export const DEFAULT_ERROR_MESSAGE = COMMON_SPEC_MESSAGES.defaultError;

/** Name of the DOM error thrown when clipboard copy is denied. */
export const CLIPBOARD_DENIED_ERROR_NAME = 'NotAllowedError';

/** Alert banner titles; the default alert has no title. */
export const ALERT_TITLES: Readonly<Record<AlertType, string | null>> = {
  danger: 'Oops ...',
  info: 'Info!',
  success: 'Success!',
  warning: 'Warning!',
  default: null,
};

export const TOAST_TITLES: Readonly<Record<ToastType, string>> = {
  success: 'Success!',
  error: 'Oops ...',
};
