import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

// @mantine/modals' provider (with Modal and its scroll lock) loads with the first modal, not with every page
// (docs/decisions/062). The app opens modals with `modals.open…` from @mantine/modals, which dispatches window
// events to the provider; until the provider listens, this host keeps those events and replays them to it.
const ModalsProvider = lazy(() => import('@/ui/modals-provider'));

/** The events `modals` from @mantine/modals dispatches (window events named `mantine-modals:<name>`). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/** Runs `onMount` after its siblings before it have mounted (their effects have run). */
function AfterMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * Renders @mantine/modals' `<ModalsProvider />` once the app first opens a modal. The app uses no modals context
 * (`useModals`), only the `modals` events, so the provider needs no children.
 */
export function ModalsHost() {
  const [needed, setNeeded] = useState(false);
  // The events sent before the provider listened; null once it does.
  const held = useRef<{ type: string; detail: unknown }[] | null>([]);

  useEffect(() => {
    const hold = (event: Event) => {
      if (!held.current) return;
      held.current.push({ type: event.type, detail: (event as CustomEvent).detail });
      setNeeded(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, []);

  // The provider adds its listeners in a layout effect, so they are in place when this runs.
  const replay = useCallback(() => {
    const events = held.current ?? [];
    held.current = null;
    for (const { type, detail } of events) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <AfterMount onMount={replay} />
    </Suspense>
  );
}
