import type { Db } from '../../platform/db/client';
import { demoSeedViewer } from '../../platform/viewer';
import { DEMO_PAST_EVENTS, eventReads } from '../events/events.module';
import type { PayoutsService, SandboxPayoutProvider } from '../payments/payments.module';
import type { UsersRepository } from '../users/users.module';
import type { EarningsService } from './earnings.service';

/**
 * A completed sandbox payout of half the past demo event's earnings (decision 075), as the host would do it:
 * the host's sandbox payout account is onboarded (when the host has none yet), then the payout is requested.
 * Only with the sandbox payout provider; seeded once (skipped when the event has a payout).
 */
export async function seedDemoPayout(
  db: Db,
  {
    earnings,
    payouts,
    sandboxPayouts,
    users,
  }: {
    earnings: EarningsService;
    payouts: PayoutsService;
    sandboxPayouts: SandboxPayoutProvider | undefined;
    users: UsersRepository;
  },
): Promise<void> {
  const slug = DEMO_PAST_EVENTS[0]?.slug;
  if (!sandboxPayouts || !slug) return;
  const host = await users.byEmail('host@repclub.example');
  const event = await eventReads.bySlug(db, slug);
  if (!host || !event || event.createdBy !== host.id) return;
  const asHost = demoSeedViewer(host);
  const info = await earnings.requestedPayoutInfo(asHost, event.id);
  if (info.payouts.length > 0 || info.balance <= 0) return;
  if (!info.hasPayoutAccount) {
    const link = await payouts.startPayoutOnboarding(asHost);
    const outcome = await sandboxPayouts.answer(link.url.split('/').pop() ?? '', {
      kind: 'complete',
      displayName: host.name ?? 'Demo host',
    });
    const state = outcome.kind === 'redirect' ? new URL(outcome.url).searchParams.get('state') : null;
    if (!state) return;
    await payouts.completePayoutOnboarding(asHost, state);
  } else if (!info.payoutAccountReady) return;
  await earnings.requestPayout(asHost, { eventId: event.id, amount: Math.floor(info.balance / 2) });
}
