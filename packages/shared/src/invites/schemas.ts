import { emailSchema } from '../users/schemas';
import { INVITE_SPEC_MESSAGES } from './messages';

export type InviteEmailOptions = {
  /** Emails already in the selection; when editing an entry, leave that entry out. */
  selected?: readonly string[];
  /** Emails that may not be invited. */
  excluded?: readonly string[];
  /** Custom message for an excluded email (default 'This email address cannot be used.'). */
  excludedMessage?: string;
};

/**
 * Invite-by-email dialog (accounts §5): the email rules, then excluded emails, then emails that
 * are already selected. Comparison is on the trimmed, lowercased address.
 */
export function makeInviteEmailSchema(options: InviteEmailOptions = {}) {
  const normalise = (email: string) => email.trim().toLowerCase();
  const selected = new Set((options.selected ?? []).map(normalise));
  const excluded = new Set((options.excluded ?? []).map(normalise));
  return emailSchema
    .refine((email) => !excluded.has(email), {
      error: options.excludedMessage ?? INVITE_SPEC_MESSAGES.inviteEmailCannotBeUsed,
      abort: true,
    })
    .refine((email) => !selected.has(email), { error: INVITE_SPEC_MESSAGES.inviteEmailAlreadySelected });
}
