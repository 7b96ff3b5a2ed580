/**
 * "A page that fails to load is reloaded once automatically; a second failure is an error" (accounts
 * spec §2.1). After a deploy, a tab still running the old build asks for route chunks that no longer
 * exist; one reload fetches the new build. The time of that reload is kept in sessionStorage so a
 * second failure soon after shows the error instead of reloading in a loop, while an unrelated failure
 * much later may reload again.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'repclub:chunk-reload-at';

/** A failure within this long after the automatic reload is shown as an error. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preload
  'failed to load module script',
];

/** Whether an error (or rejection reason) comes from a lazily loaded chunk that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return typeof error === 'string' && matchesChunkPattern(error);
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && matchesChunkPattern(message);
}

function matchesChunkPattern(message: string): boolean {
  const lower = message.toLowerCase();
  return CHUNK_ERROR_PATTERNS.some((pattern) => lower.includes(pattern));
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether to reload now: no automatic reload happened within the window before `now`. */
export function shouldReload(storage: ReadableStorage, now: number): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return false; // Without storage a reload could loop; show the error instead.
  }
  const last = stored === null ? Number.NaN : Number(stored);
  if (!Number.isFinite(last)) return true;
  return now - last > CHUNK_RELOAD_WINDOW_MS || now < last;
}

/** Remembers that an automatic reload happens at `now`. */
export function markReload(storage: WritableStorage, now: number): void {
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Storage full or blocked: shouldReload already refuses when storage cannot be read.
  }
}

type ReloadOnceOptions = {
  storage: WritableStorage;
  now: number;
  reload: () => void;
};

/** Reloads (and remembers it) when allowed; returns whether it did. */
export function reloadOnce({ storage, now, reload }: ReloadOnceOptions): boolean {
  if (!shouldReload(storage, now)) return false;
  markReload(storage, now);
  // Only reload if the mark stuck; otherwise the next failure could not tell it apart.
  if (shouldReload(storage, now)) return false;
  reload();
  return true;
}

let reloadPending = false;

/** Whether this page asked the browser to reload for a chunk error (so nothing else should show). */
export function isChunkReloadPending(): boolean {
  return reloadPending;
}

type BrowserReloadOptions = {
  storage?: WritableStorage;
  now?: () => number;
  reload?: () => void;
};

function reloadPageOnce({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: BrowserReloadOptions = {}): boolean {
  // Without a network a reload shows only the browser's offline page (the door scanner works offline): the error
  // is shown instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return reloadOnce({
    storage,
    now: now(),
    reload: () => {
      reloadPending = true;
      reload();
    },
  });
}

/** Browser wiring: reloads once for a chunk load error; returns whether the page is reloading. */
export function reloadOnceForChunkError(error: unknown, options?: BrowserReloadOptions): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadPageOnce(options);
}

/**
 * Listens for Vite's `vite:preloadError` (a dynamic import's chunk or CSS failed to load) and reloads
 * the page once. The event is always marked handled, so Vite does not rethrow: the import resolves
 * without a module and the route fails with an ordinary error, which the root error component shows,
 * unless a reload is under way. This also keeps TanStack Router's own reload-on-missing-module (once
 * per module for the whole session) out of the way, so one rule decides. Returns a function that
 * removes the listener.
 */
export function installChunkReloadHandler(
  options: BrowserReloadOptions & { target?: EventTarget } = {},
): () => void {
  const { target = window, ...reloadOptions } = options;
  const handlePreloadError = (event: Event) => {
    event.preventDefault();
    reloadPageOnce(reloadOptions);
  };
  target.addEventListener('vite:preloadError', handlePreloadError);
  return () => target.removeEventListener('vite:preloadError', handlePreloadError);
}

/** Test helper: forgets that a reload was requested. */
export function resetChunkReloadStateForTests(): void {
  reloadPending = false;
}
