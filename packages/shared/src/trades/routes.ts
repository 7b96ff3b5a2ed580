/** Legacy trade pages (accounts §2.1). */
const enc = encodeURIComponent;

export const TRADE_PATHS = {
  legacy: {
    tradeHub: '/legacy/trade-hub',
  },
} as const;

export const tradeRoutes = {
  legacyTrade: (id: string) => `/legacy/trade/${enc(id)}`,
} as const;

export const TRADE_ROUTE_PATTERNS = ['/legacy/trade-hub', '/legacy/trade/{id}'] as const;
