import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { GuestPassQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** The guest pass page's read (mirrors the server's `guestPass`, docs/decisions/092). */
export const guestPassKeys = {
  all: ['guest-pass'] as const,
  pass: (token: string) => [...guestPassKeys.all, token] as const,
};

export const GuestPassDocument = graphql(`
  query GuestPass($token: String!) {
    guestPass(token: $token) {
      event {
        slug
        displayName
        startDate
        endDate
        timeZone
        city
        address
        isCancelled
      }
      guestName
      quantity
      passes {
        ticketNo
        passCode
        checkedInAt
      }
    }
  }
`);

export type GuestPass = GuestPassQuery['guestPass'];

/** A guest's passes by their page's token; refetched when the page comes back into view (after the door). */
export function useGuestPass(token: string) {
  return useQuery({
    queryKey: guestPassKeys.pass(token),
    queryFn: async () => (await execute(GuestPassDocument, { token })).guestPass,
    retry: false,
    refetchOnWindowFocus: true,
  });
}
