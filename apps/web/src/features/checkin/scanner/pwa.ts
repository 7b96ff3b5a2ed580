/**
 * Makes the scanner installable and able to open offline (docs/decisions/082): links its web app manifest and icon
 * into the document, and registers the service worker scoped to /scanner. Only the scanner routes call this; the
 * rest of the app has neither.
 */
export const SCANNER_SW_URL = '/scanner-sw.js';
export const SCANNER_SCOPE = '/scanner';

function ensureLink(rel: string, href: string) {
  if (document.head.querySelector(`link[rel="${rel}"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function installScannerApp(): Promise<ServiceWorkerRegistration | null> {
  ensureLink('manifest', '/scanner.webmanifest');
  ensureLink('apple-touch-icon', '/scanner-apple-touch-icon.png');
  // Only the built app has a service worker (the dev server serves none).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register(SCANNER_SW_URL, { scope: SCANNER_SCOPE })
    .catch((error: unknown) => {
      console.warn('The scanner could not install its service worker', error);
      return null;
    });
  return registration;
}

/**
 * Whether this page would open again without a network: the service worker controls it (it has precached the app).
 * `unsupported` where the browser has no service workers; always `ready` on the dev server, which has none.
 */
export type OfflineShell = 'ready' | 'preparing' | 'unsupported';

export function offlineShell(): OfflineShell {
  if (!import.meta.env.PROD) return 'ready';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return navigator.serviceWorker.controller ? 'ready' : 'preparing';
}

export function subscribeOfflineShell(onChange: () => void) {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}
