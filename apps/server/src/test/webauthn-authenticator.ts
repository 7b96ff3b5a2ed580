/**
 * A software WebAuthn authenticator for tests: a real ES256 key pair (node:crypto) that answers
 * registration options with a real `none` attestation and login options with a real assertion, signed
 * over authenticatorData || sha256(clientDataJSON) as DER ECDSA, the way a browser and a security key do.
 * Every part can be bent (origin, challenge, rpId, counter, type) to test the server's refusals.
 */
import {
  createHash,
  generateKeyPairSync,
  type KeyObject,
  type KeyPairKeyObjectResult,
  randomBytes,
  sign,
} from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

// ---------------------------------------------------------------------------------------------------
// Minimal CBOR encoder (RFC 8949): unsigned and negative integers, byte and text strings, arrays, maps.

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('only integers are supported');
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(encodeCbor(k), encodeCbor(v));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------------

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

type RegistrationOptionsLike = { challenge: string; rp: { id?: string }; user: { id: string } };
type AuthenticationOptionsLike = { challenge: string; rpId?: string };

export type Bend = {
  /** clientDataJSON.origin; by default the authenticator's origin. */
  origin?: string;
  /** clientDataJSON.challenge; by default the options' challenge. */
  challenge?: string;
  /** The RP ID hashed into authenticatorData; by default the options' one. */
  rpId?: string;
  /** clientDataJSON.type. */
  type?: string;
  /** The signature counter to report instead of the next one. */
  signCount?: number;
  /** Sign with another key (a forged assertion). */
  signWith?: KeyObject;
};

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

type CloneSource = {
  keys: KeyPairKeyObjectResult;
  credentialIdBytes: Buffer;
  signCount: number;
  userHandle: string | null;
};

export function createSoftwareAuthenticator(settings: {
  origin: string;
  rpId?: string;
  /** Count signatures (true, the default) or always report 0, as many passkey providers do. */
  counting?: boolean;
  /** Report a synced (backup eligible, backed up) passkey. */
  synced?: boolean;
  /** Share the key, credential id and counter of another authenticator: a clone. */
  cloneOf?: CloneSource;
}) {
  const source = settings.cloneOf;
  const keys = source ? source.keys : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId: Buffer = source ? source.credentialIdBytes : randomBytes(32);
  const counting = settings.counting ?? true;
  const syncFlags = settings.synced ? FLAG_BE | FLAG_BS : 0;
  let signCount = source ? source.signCount : 0;
  let userHandle: string | null = source ? source.userHandle : null;

  function cosePublicKey(): Buffer {
    const jwk = keys.publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('not an EC key');
    return encodeCbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
  }

  function authenticatorData(rpId: string, flags: number, count: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(count >>> 0, 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  function clientData(type: string, challenge: string, bend: Bend): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: bend.type ?? type,
        challenge: bend.challenge ?? challenge,
        origin: bend.origin ?? settings.origin,
        crossOrigin: false,
      }),
    );
  }

  function nextCount(bend: Bend): number {
    if (bend.signCount !== undefined) return bend.signCount;
    if (!counting) return 0;
    signCount += 1;
    return signCount;
  }

  return {
    keys,
    credentialIdBytes: credentialId,
    /** The credential id, base64url, as the server stores it. */
    credentialId: b64url(credentialId),
    get signCount() {
      return signCount;
    },
    set signCount(value: number) {
      signCount = value;
    },
    get userHandle() {
      return userHandle;
    },

    /** Answers navigator.credentials.create(options): a RegistrationResponseJSON. */
    register(options: RegistrationOptionsLike, bend: Bend = {}): RegistrationResponseJSON {
      const rpId = bend.rpId ?? options.rp.id ?? settings.rpId;
      if (!rpId) throw new Error('no RP ID');
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length, 0);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cosePublicKey()]);
      const authData = authenticatorData(
        rpId,
        FLAG_UP | FLAG_UV | FLAG_AT | syncFlags,
        nextCount(bend),
        attested,
      );
      const attestationObject = encodeCbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, bend)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** Answers navigator.credentials.get(options): an AuthenticationResponseJSON. */
    login(options: AuthenticationOptionsLike, bend: Bend = {}): AuthenticationResponseJSON {
      const rpId = bend.rpId ?? options.rpId ?? settings.rpId;
      if (!rpId) throw new Error('no RP ID');
      const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV | syncFlags, nextCount(bend));
      const clientDataJSON = clientData('webauthn.get', options.challenge, bend);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        bend.signWith ?? keys.privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
