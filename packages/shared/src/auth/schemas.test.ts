import { describe, expect, it } from 'vitest';
import { checkEmailAvailabilitySchema, passkeyRegisterOptionsSchema } from './schemas';

describe('auth request schemas', () => {
  it('check email availability uses the email rules', () => {
    expect(checkEmailAvailabilitySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });

  it('passkey registration needs user name and display name', () => {
    expect(passkeyRegisterOptionsSchema.safeParse({ userName: 'jane', displayName: '' }).success).toBe(false);
  });
});
