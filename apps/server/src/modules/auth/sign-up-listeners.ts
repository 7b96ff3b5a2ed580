import type { FastifyBaseLogger } from 'fastify';

/** A new account was registered; `inviteId` is the invite the visitor followed (the payload's optional inviteId). */
export type SignUpEvent = { userId: string; inviteId: string | null; log: FastifyBaseLogger };

/**
 * What other modules do when an account is registered (invites accepts the invite the visitor followed), told
 * in the order they subscribed, before the answer goes out. Auth knows no subscriber: they add themselves.
 */
export function signUpListeners() {
  const listeners: ((event: SignUpEvent) => Promise<void>)[] = [];
  return {
    add(listener: (event: SignUpEvent) => Promise<void>) {
      listeners.push(listener);
    },
    async signedUp(event: SignUpEvent) {
      for (const listener of listeners) await listener(event);
    },
  };
}

export type SignUpListeners = ReturnType<typeof signUpListeners>;
