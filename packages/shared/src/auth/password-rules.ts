/**
 * Password rule (accounts §5): at least 8 characters and at least 2 of the 3 classes uppercase
 * letter, digit, special character from @$#!%*?&._- . Other characters (lowercase letters, spaces,
 * other symbols) are allowed but count towards no class.
 */
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants';

export type PasswordStrength = {
  hasMinLength: boolean;
  hasUppercase: boolean;
  hasDigit: boolean;
  hasSpecial: boolean;
  /** How many of uppercase, digit and special are present (0–3). */
  classesMet: number;
  /** Both rules hold: minimum length and at least two classes. */
  isValid: boolean;
};

export function passwordStrength(password: string): PasswordStrength {
  const hasMinLength = [...password].length >= PASSWORD_MIN_LENGTH;
  const hasUppercase = /[A-Z]/.test(password);
  const hasDigit = /[0-9]/.test(password);
  const hasSpecial = [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));
  const classesMet = [hasUppercase, hasDigit, hasSpecial].filter(Boolean).length;
  return {
    hasMinLength,
    hasUppercase,
    hasDigit,
    hasSpecial,
    classesMet,
    isValid: hasMinLength && classesMet >= PASSWORD_MIN_CLASSES,
  };
}

export function isValidPassword(password: string): boolean {
  return passwordStrength(password).isValid;
}
