import { EMAIL_UNSUBSCRIBE_API } from '@repclub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What POST /api/email/unsubscribe answers (docs/decisions/078). */
export type UnsubscribeResult = {
  subscription: string;
  label: string;
  subscribed: boolean;
  message: string;
};

/**
 * Turns the subscription of an e-mail's unsubscribe link off (or on again: the page's undo). No sign-in: the
 * signed token in the link says who and what. Nothing cached depends on it for a visitor; a signed-in user's
 * settings page reads its subscriptions again when opened.
 */
export function useUnsubscribeMutation() {
  return useMutation({
    mutationFn: (input: { token: string; subscribed: boolean }) =>
      apiRequest<UnsubscribeResult>(EMAIL_UNSUBSCRIBE_API, { body: input }),
  });
}
