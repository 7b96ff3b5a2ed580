import { ALLOWED_COUNTRY_CODES } from '@repclub/shared';

export type CountryOption = { value: string; label: string };

/** A country's English name (Intl.DisplayNames), or its code where the browser knows no name. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

let cached: CountryOption[] | null = null;

/**
 * The countries a user can pick (packages/shared ALLOWED_COUNTRY_CODES: kp, cu, ir, sy, ve and ru left
 * out), named in English and sorted by name.
 */
export function countryOptions(): CountryOption[] {
  cached ??= ALLOWED_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return cached;
}
