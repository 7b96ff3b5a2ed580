import { describe, expect, it } from 'vitest';
import { checkEmailAvailabilitySchema, passkeyRegisterOptionsSchema } from './schemas';

describe('auth request schemas', () => {
  it('check email availability uses the email rules', () => {
    expect(checkEmailAvailabilitySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });

  it("passkey registration options: blank names are absent (the user's own details fill them)", () => {
    expect(passkeyRegisterOptionsSchema.parse({ userName: 'jane', displayName: ' ' })).toEqual({
      userName: 'jane',
      displayName: undefined,
    });
    expect(passkeyRegisterOptionsSchema.safeParse({ displayName: 'x'.repeat(257) }).success).toBe(false);
  });
});
