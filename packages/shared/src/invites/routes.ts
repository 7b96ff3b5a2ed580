/** Accepting an invitation (accounts §2.1). */
const enc = encodeURIComponent;

export const inviteRoutes = {
  acceptInvite: (id: string) => `/accept-invite/${enc(id)}`,
} as const;

export const INVITE_ROUTE_PATTERNS = ['/accept-invite/{id}'] as const;
