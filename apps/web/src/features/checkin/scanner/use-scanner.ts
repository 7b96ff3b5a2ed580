import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { getErrorMessage } from '@/lib/error-message';
import { scannerApi } from './api';
import { deviceKind, deviceNameFor } from './format';
import { isNetworkFailure, type ScanResult, ScannerSession } from './session';
import { ScannerStore } from './store';
import type { ScanRequest, ScanSyncResult } from './types';
import { useOnline } from './use-online';
import { admittedCount } from './verifier';

/** While online the manifest is downloaded again this often (new tickets, refunds, other doors' scans). */
export const REFRESH_INTERVAL_MS = 60_000;
/** A queue that could not be sent is tried again this often while online. */
export const RETRY_INTERVAL_MS = 15_000;

export type SyncNotice = { conflicts: ScanSyncResult[]; refused: ScanSyncResult[]; sent: number };

export type ScannerStatus = 'loading' | 'ready' | 'not-ready';

/** One event's scanner for a page: its local copy, the queue, the network, and what the last sync reported. */
export function useScanner(eventId: string, zoneId: string | null) {
  const online = useOnline();
  const [session, setSession] = useState<ScannerSession | null>(null);
  const [status, setStatus] = useState<ScannerStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<SyncNotice | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [, bump] = useReducer((count: number) => count + 1, 0);
  const busy = useRef(false);
  const me = useCurrentUser();
  const firstName = (me.data?.firstName || me.data?.name || me.data?.userName || '').trim();

  useEffect(() => {
    let cancelled = false;
    let store: ScannerStore | null = null;
    void (async () => {
      store = await ScannerStore.open();
      const next = new ScannerSession(store, scannerApi, eventId);
      await next.load();
      if (cancelled) return;
      setSession(next);
      setStatus(next.state ? 'ready' : 'not-ready');
    })().catch((failure: unknown) => {
      if (!cancelled) setError(getErrorMessage(failure));
    });
    return () => {
      cancelled = true;
      store?.close();
      setSession(null);
    };
  }, [eventId]);

  // The device is named after the person scanning once they are known; the name stays on the device for offline.
  useEffect(() => {
    if (session && firstName) void session.nameDevice(deviceNameFor(firstName, deviceKind())).catch(() => {});
  }, [session, firstName]);

  const sync = useCallback(async () => {
    if (!session || session.queuedCount === 0) return;
    setSyncing(true);
    try {
      const results = await session.sync();
      if (results.length > 0) {
        setNotice((previous) => ({
          conflicts: [...(previous?.conflicts ?? []), ...results.filter((r) => r.status === 'CONFLICT')],
          refused: [...(previous?.refused ?? []), ...results.filter((r) => r.status === 'REFUSED')],
          sent: (previous?.sent ?? 0) + results.length,
        }));
      }
    } catch (failure) {
      if (!isNetworkFailure(failure)) setError(getErrorMessage(failure));
    } finally {
      setSyncing(false);
      bump();
    }
  }, [session]);

  /** Sends the queue, then downloads the manifest again. */
  const refresh = useCallback(async () => {
    if (!session || busy.current) return;
    busy.current = true;
    try {
      await sync();
      await session.download();
      setStatus('ready');
      setError(null);
    } catch (failure) {
      if (!isNetworkFailure(failure)) setError(getErrorMessage(failure));
    } finally {
      busy.current = false;
      bump();
    }
  }, [session, sync]);

  // Online: at once, whenever the network returns, and every minute.
  useEffect(() => {
    if (!online || !session) return;
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), REFRESH_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, session, refresh]);

  // A queue left after a failed send is tried again.
  useEffect(() => {
    if (!online || !session) return;
    const timer = setInterval(() => {
      if (session.queuedCount > 0) void sync();
    }, RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [online, session, sync]);

  const scan = useCallback(
    async (request: ScanRequest): Promise<ScanResult> => {
      if (!session) throw new Error('The scanner is still starting.');
      try {
        return await session.scan(request, zoneId, { online: navigator.onLine });
      } finally {
        bump();
      }
    },
    [session, zoneId],
  );

  const state = session?.state ?? null;
  return {
    status,
    online,
    error,
    state,
    stored: session?.stored ?? null,
    queued: session?.queuedCount ?? 0,
    admitted: state ? admittedCount(state, zoneId) : 0,
    syncing,
    notice,
    dismissNotice: () => setNotice(null),
    scan,
    refresh,
  };
}
