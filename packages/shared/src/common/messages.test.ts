import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, TOAST_TITLES } from './messages';

describe('messages', () => {
  it('titles alerts and toasts', () => {
    expect(ALERT_TITLES).toEqual({
      danger: 'Oops ...',
      info: 'Info!',
      success: 'Success!',
      warning: 'Warning!',
      default: null,
    });
    expect(TOAST_TITLES).toEqual({ success: 'Success!', error: 'Oops ...' });
  });
});
