import { OTP_LENGTH } from './constants';

/**
 * True when a verification value is an email token rather than a 6-digit code (accounts §4.2: "a value longer
 * than 6 characters is treated as an email token"). Free of zod, so route guards can use it cheaply.
 */
export function isEmailToken(value: string): boolean {
  return value.trim().length > OTP_LENGTH;
}
