import { Anchor, Button, Center, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { REDEEM_TYPE_LABELS, type RedeemType } from '@repclub/shared';
import { lazy, Suspense } from 'react';
import type { Offer } from '@/features/offers/api/queries';
import { useRedeemOfferMutation, useResolveRedemptionMutation } from '@/features/offers/api/mutations';
import { formatPoints } from '@/features/offers/offer-format';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

const PassQr = lazy(() => import('@/ui/pass-qr'));

export const REDEEM_TEXT = {
  redeem: 'Redeem',
  redeemHelp: (points: number | null) =>
    points
      ? `Redeeming holds ${formatPoints(points)} until the club confirms; they are spent only then.`
      : 'The club confirms your redemption, then you see what you receive here.',
  pending: 'Waiting for the club to confirm your redemption.',
  cancel: 'Cancel redemption',
  cancelled: 'Your redemption was cancelled; any points held were released.',
  redeemAgain: 'Redeem again',
  copy: 'Copy',
  copied: 'Copied',
  contactShared: 'Your contact details were shared with the club; they will be in touch.',
  passLabel: (name: string) => `Access pass for ${name}`,
};

/** What a confirmed redemption gives, by its redeem type (domain §4): code, access pass, link, place, contact. */
function RedeemedValue({ offer, type }: { offer: Offer; type: RedeemType }) {
  const r = offer.viewerRedemption!;
  const value = r.redeemValue ?? offer.redeemValue;
  if (type === 'QR_CODE' && r.passCode)
    return (
      <Center>
        <Suspense fallback={<Loader size="sm" />}>
          <PassQr value={r.passCode} size={200} label={REDEEM_TEXT.passLabel(offer.displayName)} />
        </Suspense>
      </Center>
    );
  if (type === 'USER_CONTACT_INFO') return <Text size="sm">{REDEEM_TEXT.contactShared}</Text>;
  if (!value) return null;
  if (type === 'INVITE_LINK' && /^https?:\/\//.test(value))
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Anchor>
    );
  if (type === 'PROMO_CODE')
    return (
      <Group gap="sm">
        <Text ff="monospace" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? REDEEM_TEXT.copied : REDEEM_TEXT.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/**
 * Redeeming an awarded offer (behind the redeemOffers feature flag): the points its Price asks are held while the
 * redemption is pending and spent when the club confirms; then the member sees what they receive.
 */
export function RedemptionPanel({ offer }: { offer: Offer }) {
  const redeem = useRedeemOfferMutation();
  const resolve = useResolveRedemptionMutation();
  const type = offer.redeemType as RedeemType | null;
  if (!type) return null;
  const price = offer.requirements.find((r) => r.type === 'PRICE')?.value ?? null;
  const r = offer.viewerRedemption;
  const error = redeem.error ?? resolve.error;
  return (
    <Stack gap="sm" aria-label={`Redeem: ${REDEEM_TYPE_LABELS[type]}`} component="section">
      <Text fw={700}>{REDEEM_TYPE_LABELS[type]}</Text>
      {!r || r.status === 'CANCELLED' ? (
        <>
          {r?.status === 'CANCELLED' ? <Text size="sm">{REDEEM_TEXT.cancelled}</Text> : null}
          <Text size="sm" c="gray.7">
            {REDEEM_TEXT.redeemHelp(price)}
          </Text>
          <Button
            onClick={() => redeem.mutate(offer.id)}
            loading={redeem.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {r ? REDEEM_TEXT.redeemAgain : REDEEM_TEXT.redeem}
          </Button>
        </>
      ) : r.status === 'PENDING' ? (
        <>
          <Text size="sm">{REDEEM_TEXT.pending}</Text>
          <Button
            variant="default"
            onClick={() => resolve.mutate({ redemptionId: r.id, confirm: false })}
            loading={resolve.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {REDEEM_TEXT.cancel}
          </Button>
        </>
      ) : (
        <RedeemedValue offer={offer} type={type} />
      )}
      {error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null}
    </Stack>
  );
}
