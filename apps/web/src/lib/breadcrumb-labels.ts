import { useEffect, useSyncExternalStore } from 'react';

/**
 * Names for path parts that are ids: a page that knows what an id stands for (an event's name for its id)
 * registers it while mounted, and the header breadcrumb shows the name instead of the raw id.
 */
const labels = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered name of a path part, if a mounted page gave one. */
export function breadcrumbLabelOf(segment: string): string | undefined {
  return labels.get(segment);
}

/** Re-renders when a page registers or drops a name. */
export function useBreadcrumbLabels(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}

/** Shows `label` for the path part `segment` (an id or slug) while the calling page is mounted. */
export function useBreadcrumbLabel(segment: string | undefined, label: string | undefined) {
  useEffect(() => {
    if (!segment || !label) return undefined;
    labels.set(segment, label);
    emit();
    return () => {
      if (labels.get(segment) === label) labels.delete(segment);
      emit();
    };
  }, [segment, label]);
}
