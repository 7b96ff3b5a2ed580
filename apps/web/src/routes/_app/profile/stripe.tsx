import { createFileRoute } from '@tanstack/react-router';
import { StripePage } from '@/features/payments/stripe-page';

/** /profile/stripe: the card payment provider account — status, connect or manage (accounts §1, §2.1). */
export const Route = createFileRoute('/_app/profile/stripe')({
  component: StripePage,
});
