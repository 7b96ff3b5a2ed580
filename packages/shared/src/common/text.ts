/**
 * The text rules every input schema shares (issue 21):
 *
 * - **Single-line text** (names, titles, addresses, labels, search words…) refuses every C0 and C1 control
 *   character: CR, LF, TAB, NUL, DEL… A title with a line break could otherwise add lines to a calendar file or
 *   a mail header.
 * - **Multi-line text** (descriptions, bios, notes, messages) keeps its line breaks and tabs but refuses the
 *   other control characters (NUL, ESC, DEL, C1…).
 * - **Names and titles** are normalised (Unicode NFC; whitespace and invisible format characters such as the
 *   zero-width space trimmed at both ends) and must contain at least one visible character, so that nothing can
 *   be named by spaces and zero-width characters alone.
 *
 * Use them in a zod chain: `.overwrite(normalizeName)`, `.refine(isSingleLine, SINGLE_LINE)`,
 * `.refine(isPlainText, PLAIN_TEXT)`, `.refine(hasVisibleCharacter, { error: requiredMessage })`, or the
 * ready-made `nameText` / `optionalNameText`.
 */
import { z } from 'zod';

export const TEXT_MESSAGES = {
  singleLine: 'Line breaks and control characters are not allowed here.',
  controlCharacters: 'Control characters are not allowed.',
} as const;

/** C0 controls, DEL and C1 controls (\p{Cc}). */
const CONTROL = /\p{Cc}/u;
/** The same, except TAB, LF and CR. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/** Line and paragraph separators (U+2028, U+2029): line breaks to many readers. */
const UNICODE_LINE_BREAKS = /[\u2028\u2029]/u;

/** True when `value` holds no control character and no line break of any kind. */
export function isSingleLine(value: string): boolean {
  return !CONTROL.test(value) && !UNICODE_LINE_BREAKS.test(value);
}

/** True when `value` holds no control character other than TAB, LF and CR (multi-line text). */
export function isPlainText(value: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(value);
}

/** Whitespace and format characters (\p{Cf}: zero-width space, joiners, BOM, direction marks…) at either end. */
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** NFC, then whitespace and invisible format characters trimmed at both ends (inner ones, e.g. emoji joiners, stay). */
export function normalizeName(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE_ENDS, '');
}

/**
 * Characters that draw nothing: whitespace, format and control characters, combining marks on their own, and
 * the blank "letters" (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{M}\p{Zs}\u115f\u1160\u3164\uffa0\u2800]/u;

/** True when `value` has at least one character that shows. */
export function hasVisibleCharacter(value: string): boolean {
  for (const char of value) if (!INVISIBLE.test(char)) return true;
  return false;
}

/** Refinement parameters for `.refine(isSingleLine, SINGLE_LINE)`. */
export const SINGLE_LINE = { error: TEXT_MESSAGES.singleLine };
/** Refinement parameters for `.refine(isPlainText, PLAIN_TEXT)`. */
export const PLAIN_TEXT = { error: TEXT_MESSAGES.controlCharacters };

/**
 * A required name or title on one line: normalised (see `normalizeName`), blank or invisible gives `required`,
 * longer than `max` gives `tooLong` (defaults to `required`).
 */
export function nameText(required: string, max: number, tooLong: string = required) {
  return z
    .string({ error: required })
    .overwrite(normalizeName)
    .min(1, { error: required, abort: true })
    .refine(hasVisibleCharacter, { error: required, abort: true })
    .refine(isSingleLine, { ...SINGLE_LINE, abort: true })
    .max(max, { error: tooLong });
}

/** An optional name on one line: normalised; blank or invisible becomes null; too long gives `tooLong`. */
export function optionalNameText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .overwrite(normalizeName)
    .refine(isSingleLine, { ...SINGLE_LINE, abort: true })
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v && hasVisibleCharacter(v) ? v : null));
}
