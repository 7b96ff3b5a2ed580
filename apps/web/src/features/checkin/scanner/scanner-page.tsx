import { Alert, Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LoadingState } from '@/ui/load-state';
import { CameraView } from './camera-view';
import { shortName } from './format';
import { ManualSearch } from './manual-search';
import { offlineShell, subscribeOfflineShell } from './pwa';
import classes from './scanner.module.css';
import { ScannerBar } from './scanner-layout';
import type { ScanRequest, ScanVerdict } from './types';
import { useScanner } from './use-scanner';
import { formatScanTime } from './verifier';

/** How long the green or red screen stays (a tap closes it sooner). */
export const FEEDBACK_MS = 2000;

type Feedback = { verdict: ScanVerdict; offline: boolean; key: number };

function vibrate(verdict: ScanVerdict) {
  try {
    navigator.vibrate?.(verdict.outcome === 'ADMITTED' ? 120 : [150, 80, 150]);
  } catch {
    // Not supported: the colour says it.
  }
}

/** The full-screen verdict: "ADMIT 2" and "VIP · Jane D." on green, "REFUSED" and why on red. */
function FeedbackScreen({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  const { verdict } = feedback;
  const admitted = verdict.outcome === 'ADMITTED';
  const who = [verdict.ticketType, shortName(verdict.holderName)].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      className={classes.feedback}
      data-outcome={verdict.outcome}
      onClick={onClose}
      role="alert"
      aria-label={`${admitted ? `Admit ${verdict.admitted}` : 'Refused'}. ${admitted ? who : verdict.message}`}
    >
      <span className={classes.feedbackHead}>{admitted ? `ADMIT ${verdict.admitted}` : 'REFUSED'}</span>
      {admitted ? (
        who && <span className={classes.feedbackLine}>{who}</span>
      ) : (
        <>
          <span className={classes.feedbackLine}>{verdict.message}</span>
          {who && <span className={classes.feedbackHint}>{who}</span>}
        </>
      )}
      {feedback.offline && (
        <span className={classes.feedbackHint}>
          {admitted ? 'Checked on this device · will sync' : 'Checked on this device'}
        </span>
      )}
    </button>
  );
}

function Counter({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={classes.counter}>
      <span className={classes.counterValue} data-text={typeof value === 'string' ? '' : undefined}>
        {value}
      </span>
      <span className={classes.counterLabel}>{label}</span>
    </div>
  );
}

const zoneStorageKey = (eventId: string) => `repclub:scanner-zone:${eventId}`;

function readZone(eventId: string): string | null {
  try {
    return window.localStorage.getItem(zoneStorageKey(eventId));
  } catch {
    return null;
  }
}

/** /scanner/{eventId}: the camera, a search, and the verdicts, with or without a network. */
export function ScannerPage({ eventId }: { eventId: string }) {
  const [zoneId, setZoneId] = useState<string | null>(() => readZone(eventId));
  const scanner = useScanner(eventId, zoneId);
  const shell = useSyncExternalStore(subscribeOfflineShell, offlineShell, () => 'preparing' as const);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const counter = useRef(0);
  const manifest = scanner.state?.manifest ?? null;
  const zones = manifest?.zones ?? [];
  // A zone that is gone (deleted by the host) falls back to the door.
  const zone = zoneId && zones.some((candidate) => candidate.id === zoneId) ? zoneId : null;

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const { scan } = scanner;
  const onScan = useCallback(
    (request: ScanRequest) => {
      setScanError(null);
      scan(request)
        .then((result) => {
          vibrate(result.verdict);
          counter.current += 1;
          setFeedback({ verdict: result.verdict, offline: result.offline, key: counter.current });
        })
        .catch((error: unknown) => setScanError((error as Error).message || 'The scan failed. Try again.'));
    },
    [scan],
  );

  const chooseZone = (value: string | null) => {
    const next = value === 'door' ? null : value;
    setZoneId(next);
    try {
      if (next) window.localStorage.setItem(zoneStorageKey(eventId), next);
      else window.localStorage.removeItem(zoneStorageKey(eventId));
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  };

  const notice = scanner.notice;
  return (
    <>
      <ScannerBar title={manifest?.displayName ?? 'Scanner'} backTo="/scanner" />
      <main className={classes.main}>
        {scanner.status === 'loading' && !scanner.error && <LoadingState label="Opening the scanner" />}
        {scanner.error && (
          <Alert color="red" title="Scanner" role="alert">
            {scanner.error}
          </Alert>
        )}
        {scanner.status === 'not-ready' && !scanner.online && (
          <Alert color="yellow" title="Not ready offline" role="alert">
            This event was never opened on this device with a network. Connect once to download its tickets.
          </Alert>
        )}
        {manifest && scanner.state && (
          <>
            {zones.length > 0 && (
              <Select
                size="lg"
                label="Zone"
                data={[
                  { value: 'door', label: 'Main door' },
                  ...zones.map((z) => ({ value: z.id, label: z.name })),
                ]}
                value={zone ?? 'door'}
                onChange={chooseZone}
                allowDeselect={false}
                comboboxProps={{ zIndex: 200 }}
              />
            )}
            <div className={classes.counters} role="group" aria-label="Counters">
              <Counter label="Admitted" value={scanner.admitted} />
              <Counter label="Queue" value={scanner.queued} />
              <Counter
                label={scanner.syncing ? 'Syncing' : 'Network'}
                value={scanner.online ? 'Online' : 'Offline'}
              />
            </div>
            <Text className={classes.ready} role="status">
              {shell === 'ready' ? 'Ready offline' : 'Downloaded'}: {manifest.tickets.length}{' '}
              {manifest.tickets.length === 1 ? 'ticket' : 'tickets'}, {manifest.guests.length}{' '}
              {manifest.guests.length === 1 ? 'guest' : 'guests'}, updated{' '}
              {formatScanTime(scanner.stored?.fetchedAt ?? manifest.generatedAt, manifest.timeZone)}
              {shell === 'preparing' ? ' · getting the app ready for offline use…' : ''}
              {shell === 'unsupported' ? ' · this browser cannot open the scanner without a network' : ''}
            </Text>
            {notice && (notice.conflicts.length > 0 || notice.refused.length > 0) ? (
              <Alert
                color="orange"
                title={`${notice.conflicts.length + notice.refused.length} offline ${
                  notice.conflicts.length + notice.refused.length === 1 ? 'scan needs' : 'scans need'
                } a look`}
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={scanner.dismissNotice}
                role="alert"
              >
                <Stack gap={4}>
                  {[...notice.conflicts, ...notice.refused].map((result) => (
                    <Text key={result.scanId} size="sm">
                      {result.status === 'CONFLICT' ? 'Conflict' : 'Refused'}:{' '}
                      {shortName(result.verdict.holderName) || 'Unknown'} — {result.verdict.message}
                    </Text>
                  ))}
                  {notice.conflicts.length > 0 && (
                    <Text size="sm">The host has been told; the first admission was kept.</Text>
                  )}
                </Stack>
              </Alert>
            ) : notice ? (
              <Alert
                color="green"
                title={`${notice.sent} offline ${notice.sent === 1 ? 'scan' : 'scans'} synced`}
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={scanner.dismissNotice}
              >
                {null}
              </Alert>
            ) : null}
            {scanError && (
              <Alert
                color="red"
                role="alert"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setScanError(null)}
              >
                {scanError}
              </Alert>
            )}
            <CameraView
              paused={feedback !== null || searching || cameraOff}
              pausedText={cameraOff ? 'Camera paused' : searching ? 'Camera paused while you search' : null}
              onCode={(code) => onScan({ kind: 'code', code })}
              stopped={cameraOff}
              onToggle={() => setCameraOff((off) => !off)}
            />
            <ManualSearch state={scanner.state} zoneId={zone} onScan={onScan} onSearching={setSearching} />
          </>
        )}
      </main>
      {feedback && (
        <FeedbackScreen key={feedback.key} feedback={feedback} onClose={() => setFeedback(null)} />
      )}
    </>
  );
}
