import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReloadHandler,
  isChunkLoadError,
  isChunkReloadPending,
  reloadOnce,
  reloadOnceForChunkError,
  resetChunkReloadStateForTests,
  shouldReload,
} from '@/lib/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

afterEach(() => {
  resetChunkReloadStateForTests();
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://app.test/assets/events-abc.js'],
    ['Firefox', 'error loading dynamically imported module: https://app.test/assets/events-abc.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/events-abc.css'],
  ])('recognises the %s message', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name and a bare message string', () => {
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /x.js')).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('shouldReload', () => {
  const now = 1_700_000_000_000;

  it('allows a reload when none is remembered', () => {
    expect(shouldReload(memoryStorage(), now)).toBe(true);
  });

  it('refuses within the window after a reload and allows it after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: String(now) });
    expect(shouldReload(storage, now + 1_000)).toBe(false);
    expect(shouldReload(storage, now + CHUNK_RELOAD_WINDOW_MS)).toBe(false);
    expect(shouldReload(storage, now + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });

  it('allows a reload when the remembered value is not a time', () => {
    expect(shouldReload(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'garbage' }), now)).toBe(true);
  });

  it('refuses when storage cannot be read, so it can never loop', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(shouldReload(storage, now)).toBe(false);
  });
});

describe('reloadOnce', () => {
  const start = 1_700_000_000_000;

  it('reloads once, not twice within the window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();

    expect(reloadOnce({ storage, now: start, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));

    expect(reloadOnce({ storage, now: start + 5_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after the window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();

    reloadOnce({ storage, now: start, reload });
    const later = start + CHUNK_RELOAD_WINDOW_MS + 1;
    expect(reloadOnce({ storage, now: later, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(later));
  });

  it('does not reload when the reload cannot be remembered', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: start, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('browser wiring', () => {
  it('reloadOnceForChunkError reloads for a chunk error only', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkReloadPending()).toBe(false);

    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(reloadOnceForChunkError(chunkError, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isChunkReloadPending()).toBe(true);
  });

  it('does not reload without a network (the browser would show only its offline page)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(reloadOnceForChunkError(chunkError, { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('handles vite:preloadError: reloads once, then lets the error be shown', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    let clock = 1_700_000_000_000;
    const uninstall = installChunkReloadHandler({ target, storage, reload, now: () => clock });

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    clock += 2_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);

    clock += CHUNK_RELOAD_WINDOW_MS;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);

    uninstall();
    clock += CHUNK_RELOAD_WINDOW_MS * 2;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
