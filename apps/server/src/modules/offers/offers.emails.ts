import { type Email, layout } from '../messaging/messaging.module';

/**
 * A redemption the club confirmed: what the member receives (the promo code, the access pass code, the invite
 * link or the location; the club contacts them for USER_CONTACT_INFO). It gives access: always sent.
 */
export function offerRedeemedEmail(input: {
  to: string;
  offerName: string;
  redeemTypeLabel: string;
  value: string | null;
  link: string;
}): Email {
  const lines = [
    `Your redemption of ${input.offerName} is confirmed.`,
    input.value
      ? `${input.redeemTypeLabel}: ${input.value}`
      : `${input.redeemTypeLabel}: the club will be in touch with you.`,
  ];
  return {
    to: input.to,
    subject: `${input.offerName}: your ${input.redeemTypeLabel}`,
    text: `${lines.join('\n\n')}\n\nSee your offers: ${input.link}\n`,
    html: layout(`${input.offerName}`, lines, { label: 'See your offers', href: input.link }),
    meta: { link: input.link },
    category: 'transactional',
  };
}
