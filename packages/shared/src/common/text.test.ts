import { describe, expect, it } from 'vitest';
import {
  hasVisibleCharacter,
  isPlainText,
  isSingleLine,
  nameText,
  normalizeName,
  optionalNameText,
  TEXT_MESSAGES,
} from './text';

describe('single-line text', () => {
  it('refuses every C0 and C1 control character and Unicode line breaks', () => {
    for (const bad of [
      'a\nb',
      'a\rb',
      'a\r\nb',
      'a\tb',
      'a\u0000b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
    ])
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Rooftop, Party; Night', 'Ünïcödé 🎉', 'back\\slash', '👨‍👩‍👧 family'])
      expect(isSingleLine(good), good).toBe(true);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs, refuses the other control characters', () => {
    expect(isPlainText('Line one\r\nLine two\n\tindented')).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u009bb'])
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('names', () => {
  it('normalises to NFC and trims whitespace and invisible format characters at both ends', () => {
    expect(normalizeName('  \u200b Cafe\u0301 \u200d\ufeff ')).toBe('Café');
    // Joiners inside an emoji sequence stay.
    expect(normalizeName('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('needs a visible character', () => {
    for (const blank of ['', '   ', '\u200b', '\u3164', '\u2800', '\u0301', '\u00a0\u2003']) {
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
    }
    expect(hasVisibleCharacter('\u200bA')).toBe(true);
    expect(hasVisibleCharacter('🎉')).toBe(true);
  });

  it('nameText answers the required message for blank and invisible names, and refuses line breaks', () => {
    const schema = nameText('Name is required.', 10, 'Too long.');
    expect(schema.parse('  Sunset \u200b')).toBe('Sunset');
    for (const invisible of ['   \u200b  ', '\u3164\u3164', '\ufeff'])
      expect(schema.safeParse(invisible).error?.issues[0]?.message).toBe('Name is required.');
    expect(schema.safeParse('A\nB').error?.issues[0]?.message).toBe(TEXT_MESSAGES.singleLine);
    expect(schema.safeParse('Sunset Runners Club').error?.issues[0]?.message).toBe('Too long.');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Name is required.');
  });

  it('optionalNameText turns blank and invisible names into null', () => {
    const schema = optionalNameText(20, 'Too long.');
    expect(schema.parse(' \u200b ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(' Ada ')).toBe('Ada');
    expect(schema.safeParse('A\tB').success).toBe(false);
  });
});
