import { DEV_OUTBOX_API, type OutboxEntry } from '@repclub/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const fetchOutbox = (to: string) =>
  apiRequest<OutboxEntry[]>(`${DEV_OUTBOX_API}${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
    method: 'GET',
  });

/** The outbox's query keys. */
export const outboxKeys = {
  entries: (to: string) => ['dev-outbox', to] as const,
};

/** The outbox for an address (or all of it), read again every 5 seconds. */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: outboxKeys.entries(to),
    queryFn: () => fetchOutbox(to),
    refetchInterval: 5000,
    retry: false,
  });
}
