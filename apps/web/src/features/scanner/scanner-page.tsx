import { ActionIcon, Alert, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LoadingState } from '@/ui/load-state';
import { CameraView } from './camera-view';
import { shortName } from './format';
import { offlineShell, subscribeOfflineShell } from './pwa';
import classes from './scanner.module.css';
import { ScannerBar } from './scanner-layout';
import type { ScanRequest, ScanVerdict } from './types';
import { useScanner } from './use-scanner';
import {
  formatScanTime,
  type GuestState,
  type LocalManifest,
  refusalMessage,
  searchManifest,
  type TicketState,
  verifyLocally,
} from './verifier';

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

function ticketStatus(entry: TicketState, zoneId: string | null, timeZone: string): string {
  const used = entry.zones.get(zoneId ?? '');
  if (entry.ticket.refusal) return refusalMessage(entry.ticket.refusal, { timeZone });
  if (used && used.count > 0) {
    return used.lastAt ? `Scanned ${formatScanTime(used.lastAt, timeZone)}` : 'Scanned';
  }
  return entry.ticket.admissions > 1 ? `Admits ${entry.ticket.admissions}` : 'Not scanned';
}

function GuestRow({ entry, onAdmit }: { entry: GuestState; onAdmit: (quantity: number) => void }) {
  const remaining = Math.max(0, entry.guest.quantity - entry.checkedInQuantity);
  // The parent keys this row by what remains, so the quantity starts again at "all" after an admission.
  const [quantity, setQuantity] = useState(Math.max(1, remaining));
  const name = entry.guest.fullName;
  return (
    <li className={classes.hit}>
      <div className={classes.hitText}>
        <div className={classes.hitName}>{name}</div>
        <div className={classes.hitDetail}>
          Guest · {entry.checkedInQuantity} of {entry.guest.quantity} in
        </div>
      </div>
      <div className={classes.hitActions}>
        {remaining > 1 && (
          <div className={classes.stepper}>
            <ActionIcon
              size={44}
              variant="light"
              aria-label={`One fewer for ${name}`}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              <IconMinus size={20} aria-hidden />
            </ActionIcon>
            <span className={classes.quantity} aria-live="polite" aria-label={`${quantity} to admit`}>
              {quantity}
            </span>
            <ActionIcon
              size={44}
              variant="light"
              aria-label={`One more for ${name}`}
              disabled={quantity >= remaining}
              onClick={() => setQuantity((value) => Math.min(remaining, value + 1))}
            >
              <IconPlus size={20} aria-hidden />
            </ActionIcon>
          </div>
        )}
        <Button
          size="lg"
          variant={remaining > 0 ? 'filled' : 'light'}
          onClick={() => onAdmit(quantity)}
          aria-label={`Admit ${name}`}
        >
          Admit
        </Button>
      </div>
    </li>
  );
}

/** Search over the manifest by holder name, ticket type or guest name, with admit buttons. */
function ManualSearch({
  state,
  zoneId,
  onScan,
  onSearching,
}: {
  state: LocalManifest;
  zoneId: string | null;
  onScan: (request: ScanRequest) => void;
  /** Whether a search is typed (the camera rests meanwhile, so it does not scan what is in front of it). */
  onSearching: (searching: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchManifest(state, query), [state, query]);
  return (
    <section className={classes.section} aria-labelledby="scanner-search-title">
      <Stack gap="xs">
        <Text component="h2" id="scanner-search-title" fw={700} size="lg">
          Find by name
        </Text>
        <TextInput
          size="lg"
          type="search"
          aria-label="Name or ticket type"
          placeholder="Name or ticket type"
          leftSection={<IconSearch size={20} aria-hidden />}
          value={query}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            onSearching(value.trim() !== '');
          }}
          autoComplete="off"
        />
        {query.trim() && hits.length === 0 ? <Text c="dimmed">Nobody on the list matches.</Text> : null}
        {hits.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Matches">
            {hits.map((hit) =>
              hit.kind === 'ticket' ? (
                <li key={`t-${hit.id}`} className={classes.hit}>
                  <div className={classes.hitText}>
                    <div className={classes.hitName}>{hit.name}</div>
                    <div className={classes.hitDetail}>
                      {hit.detail} · {ticketStatus(hit.entry, zoneId, state.manifest.timeZone)}
                    </div>
                  </div>
                  <Button
                    size="lg"
                    variant={
                      verifyLocally(state, { kind: 'ticket', ticketId: hit.id }, zoneId).effect
                        ? 'filled'
                        : 'light'
                    }
                    onClick={() => onScan({ kind: 'ticket', ticketId: hit.id })}
                    aria-label={`Admit ${hit.name}`}
                  >
                    Admit
                  </Button>
                </li>
              ) : (
                <GuestRow
                  key={`g-${hit.id}-${hit.entry.checkedInQuantity}`}
                  entry={hit.entry}
                  onAdmit={(quantity) => onScan({ kind: 'guest', guestId: hit.id, quantity })}
                />
              ),
            )}
          </ul>
        )}
      </Stack>
    </section>
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
