/** The e-mail unsubscribe page (accounts §2.1). */
export const NOTIFICATION_PATHS = { unsubscribe: '/unsubscribe' } as const;

export const NOTIFICATION_ROUTE_PATTERNS = ['/unsubscribe'] as const;
