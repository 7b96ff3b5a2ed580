import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { createSoftwareAuthenticator, encodeCbor } from './webauthn-authenticator';

const rpID = 'repclub.test';
const origin = 'http://repclub.test';

describe('the CBOR encoder', () => {
  it('encodes integers, strings, bytes and maps as RFC 8949 does', () => {
    expect(encodeCbor(10).toString('hex')).toBe('0a');
    expect(encodeCbor(500).toString('hex')).toBe('1901f4');
    expect(encodeCbor(-7).toString('hex')).toBe('26');
    expect(encodeCbor('fmt').toString('hex')).toBe('63666d74');
    expect(encodeCbor(new Uint8Array([1, 2])).toString('hex')).toBe('420102');
    expect(encodeCbor(new Map([[1, 2]])).toString('hex')).toBe('a10102');
    expect(encodeCbor(new Uint8Array(300)).subarray(0, 3).toString('hex')).toBe('59012c');
  });
});

describe('the software authenticator', () => {
  it('registers and signs in as @simplewebauthn/server expects', async () => {
    const authenticator = createSoftwareAuthenticator({ origin });
    const creation = await generateRegistrationOptions({ rpName: 'RepClub', rpID, userName: 'ada' });
    const registration = await verifyRegistrationResponse({
      response: authenticator.register(creation),
      expectedChallenge: creation.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    });
    expect(registration.verified).toBe(true);
    const credential = registration.registrationInfo!.credential;
    expect(credential.id).toBe(authenticator.credentialId);
    expect(credential.counter).toBe(1);

    const request = await generateAuthenticationOptions({ rpID });
    const assertion = await verifyAuthenticationResponse({
      response: authenticator.login(request),
      expectedChallenge: request.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential,
    });
    expect(assertion.verified).toBe(true);
    expect(assertion.authenticationInfo.newCounter).toBe(2);
  });

  it('produces signatures the library refuses when signed by another key', async () => {
    const authenticator = createSoftwareAuthenticator({ origin });
    const creation = await generateRegistrationOptions({ rpName: 'RepClub', rpID, userName: 'ada' });
    const { registrationInfo } = await verifyRegistrationResponse({
      response: authenticator.register(creation),
      expectedChallenge: creation.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    });
    const other = createSoftwareAuthenticator({ origin });
    const request = await generateAuthenticationOptions({ rpID });
    const result = await verifyAuthenticationResponse({
      response: authenticator.login(request, { signWith: other.keys.privateKey }),
      expectedChallenge: request.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: registrationInfo!.credential,
    });
    expect(result.verified).toBe(false);
  });
});
