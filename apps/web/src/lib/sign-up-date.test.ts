import { describe, expect, it } from 'vitest';
import { formatSignUpDate, parseSignUpDate } from './sign-up-date';

describe('sign-up date formats', () => {
  it('reads MM/dd/yyyy as the yyyy-MM-dd value that is sent', () => {
    expect(parseSignUpDate('02/28/1990')).toBe('1990-02-28');
    expect(parseSignUpDate('2/3/1990')).toBe('1990-02-03');
    expect(parseSignUpDate(' 12/31/2001 ')).toBe('2001-12-31');
  });

  it('refuses days that do not exist and other formats', () => {
    expect(parseSignUpDate('02/30/2000')).toBeNull();
    expect(parseSignUpDate('13/01/2000')).toBeNull();
    expect(parseSignUpDate('28/02/1990')).toBeNull();
    expect(parseSignUpDate('1990-02-28')).toBeNull();
    expect(parseSignUpDate('02/28/90')).toBeNull();
    expect(parseSignUpDate('')).toBeNull();
  });

  it('accepts a leap day only in a leap year', () => {
    expect(parseSignUpDate('02/29/2000')).toBe('2000-02-29');
    expect(parseSignUpDate('02/29/2001')).toBeNull();
  });

  it('shows a yyyy-MM-dd value as MM/dd/yyyy', () => {
    expect(formatSignUpDate('1990-02-03')).toBe('02/03/1990');
    expect(formatSignUpDate(null)).toBe('');
    expect(formatSignUpDate('nonsense')).toBe('');
  });
});
