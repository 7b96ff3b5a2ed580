import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES, routes } from '@repclub/shared';
import { IconCoins } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  useBuyPointsMutation,
  useConfirmPointsPurchaseMutation,
  useMembershipMutation,
} from '@/features/clubs/pages/api/mutations';
import {
  type BuyPointsClub,
  type PointsPackageItem,
  useClubBuyPoints,
} from '@/features/clubs/pages/api/queries';
import { formatPoints, multiplierBonus } from '@/features/clubs/pages/club-format';
import classes from '@/features/clubs/pages/club-pages.module.css';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { getErrorMessage } from '@/lib/error-message';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import type { BuyPointsSearch } from '@/features/clubs/pages/buy-points-search';

export const BUY_POINTS_TEXT = {
  loading: 'Loading the points packages',
  title: (club: string) => `Buy ${club} points`,
  help: 'Points count towards your tier and can be spent where the club accepts them.',
  balance: (points: number) => `You have ${formatPoints(points)} points`,
  points: (points: number) => `${formatPoints(points)} points`,
  base: (points: number) => `${formatPoints(points)} + bonus`,
  originalPrice: 'Original price',
  choose: 'Choose a package',
  buy: (price: string) => `Buy for ${price}`,
  buyFree: 'Get points',
  noOffer: 'No points for sale',
  noOfferHelp: 'This club does not sell points right now.',
  backToClub: 'Back to the club',
  joinFirstTitle: 'Join the club first',
  joinFirst: 'Only members can buy points. Join the club, then choose a package.',
  join: 'Join club',
  joined: (club: string) => `Welcome to ${club}!`,
  confirming: 'Confirming your payment…',
  paid: (points: number) => `Payment received: ${formatPoints(points)} points were added to your balance.`,
  paidPending: 'Your payment is being processed; the points appear as soon as the provider confirms it.',
  failed: 'The payment did not go through, and no points were bought. You can choose a package again.',
  cancelled: 'The payment was cancelled; nothing was charged.',
  added: (points: number) => `${formatPoints(points)} points were added to your balance.`,
} as const;

/** Purchases that ended without points (decision 100): the payment failed, was cancelled, or was given back. */
const CLOSED_UNPAID: ReadonlySet<string> = new Set(['FAILED', 'CANCELLED', 'REFUNDED']);

type Notice = { type: 'info' | 'success' | 'danger' | 'warning'; text: string } | null;

const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Runs the return from the payment page once: confirms the purchase and says how it ended. */
function useReturnFromPayment(search: BuyPointsSearch, onClearSearch: () => void) {
  const { isSignedIn } = useSession();
  const confirm = useConfirmPointsPurchaseMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const { purchase, cancelled } = search;
    if (!isSignedIn || !purchase) return;
    const key = `${purchase}:${cancelled ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    const run = async () => {
      // A cancelled return is confirmed too: the server asks the provider and closes the purchase at once.
      setNotice({ type: 'info', text: BUY_POINTS_TEXT.confirming });
      try {
        const result = await confirm.mutateAsync(purchase);
        if (result.status === 'COMPLETED') {
          setNotice({ type: 'success', text: BUY_POINTS_TEXT.paid(result.points) });
        } else if (cancelled) {
          setNotice({ type: 'info', text: BUY_POINTS_TEXT.cancelled });
        } else if (CLOSED_UNPAID.has(result.status)) {
          setNotice({ type: 'danger', text: BUY_POINTS_TEXT.failed });
        } else {
          setNotice({ type: 'warning', text: BUY_POINTS_TEXT.paidPending });
        }
      } catch (error) {
        setNotice(
          cancelled
            ? { type: 'info', text: BUY_POINTS_TEXT.cancelled }
            : { type: 'danger', text: getErrorMessage(error) },
        );
      }
      onClearSearch();
    };
    void run();
    // Handled once per purchase; the mutation is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn, search.purchase, search.cancelled]);

  return { notice, dismiss: () => setNotice(null) };
}

function PackageCard({
  item,
  selected,
  onSelect,
}: {
  item: PointsPackageItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const bonus = multiplierBonus(item.repPointsMultiplier);
  const discounted =
    item.originalPrice !== null && item.originalPrice !== undefined && item.originalPrice > item.price;
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected}>
      <Paper withBorder radius="lg" p="md" className={classes.package} data-selected={selected || undefined}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <IconCoins size={20} aria-hidden />
              <Text fw={800} size="lg">
                {BUY_POINTS_TEXT.points(item.totalPoints)}
              </Text>
            </Group>
            {bonus ? (
              <Badge color="teal" variant="light">
                {bonus}
              </Badge>
            ) : null}
          </Group>
          {bonus ? (
            <Text size="xs" c="gray.7">
              {BUY_POINTS_TEXT.base(item.pointsAmount)}
            </Text>
          ) : null}
          <Group gap="xs" align="baseline">
            <Text fw={700}>{formatPrice(item.price, item.currency)}</Text>
            {discounted ? (
              <Text size="sm" c="gray.7" td="line-through">
                <VisuallyHidden>{BUY_POINTS_TEXT.originalPrice}: </VisuallyHidden>
                {formatPrice(item.originalPrice!, item.currency)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

function JoinFirst({ club }: { club: BuyPointsClub }) {
  const membership = useMembershipMutation();
  return (
    <AppAlert type="info" title={BUY_POINTS_TEXT.joinFirstTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {club.canJoin ? BUY_POINTS_TEXT.joinFirst : (club.joinRefusal ?? BUY_POINTS_TEXT.joinFirst)}
        </Text>
        {club.canJoin ? (
          <Button
            size="xs"
            loading={membership.isPending}
            onClick={() =>
              membership.mutate(
                { clubId: club.id, join: true },
                {
                  onSuccess: () => notifySuccess(BUY_POINTS_TEXT.joined(club.displayName)),
                  onError: (error) => notifyError(error),
                },
              )
            }
          >
            {BUY_POINTS_TEXT.join}
          </Button>
        ) : null}
      </Stack>
    </AppAlert>
  );
}

function Packages({ club }: { club: BuyPointsClub }) {
  const packages = club.defaultBuyPointsOffer?.packages ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(packages[0]?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  // One key per choice: a second click on the same package is the same purchase.
  const keyRef = useRef<{ packageId: string; key: string } | null>(null);
  const buy = useBuyPointsMutation();
  const selected = packages.find((item) => item.id === selectedId) ?? null;

  const handleBuy = () => {
    if (!selected) return;
    setError(null);
    if (keyRef.current?.packageId !== selected.id) {
      keyRef.current = { packageId: selected.id, key: newIdempotencyKey() };
    }
    buy.mutate(
      { clubId: club.id, packageId: selected.id, idempotencyKey: keyRef.current.key },
      {
        onSuccess: (checkout) => {
          if (checkout.paymentUrl) {
            window.location.assign(checkout.paymentUrl);
            return;
          }
          keyRef.current = null;
          notifySuccess(BUY_POINTS_TEXT.added(checkout.purchase.points));
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label={BUY_POINTS_TEXT.choose}>
        {packages.map((item) => (
          <PackageCard
            key={item.id}
            item={item}
            selected={item.id === selectedId}
            onSelect={() => setSelectedId(item.id)}
          />
        ))}
      </SimpleGrid>
      {error ? <AppAlert type="danger">{error}</AppAlert> : null}
      {club.isMember ? (
        <Button size="md" onClick={handleBuy} loading={buy.isPending} disabled={!selected}>
          {selected
            ? selected.price > 0
              ? BUY_POINTS_TEXT.buy(formatPrice(selected.price, selected.currency))
              : BUY_POINTS_TEXT.buyFree
            : BUY_POINTS_TEXT.choose}
        </Button>
      ) : (
        <JoinFirst club={club} />
      )}
    </Stack>
  );
}

type BuyPointsPageProps = {
  idOrSlug: string;
  search: BuyPointsSearch;
  /** Drops the return parameters from the address once handled. */
  onClearSearch: () => void;
};

/**
 * /rep-clubs/{id}/buy-points (accounts §2.1): the club's default buy-points offer. A member picks a package
 * (points, multiplier bonus, price with the original price struck through) and pays on the provider's page;
 * back here, the purchase is confirmed and the outcome shown, as the ticket checkout does.
 */
export function BuyPointsPage({ idOrSlug, search, onClearSearch }: BuyPointsPageProps) {
  const query = useClubBuyPoints(idOrSlug);
  const { notice, dismiss } = useReturnFromPayment(search, onClearSearch);
  useBreadcrumbLabel(idOrSlug, query.data?.displayName);
  useDocumentTitle(`${query.data ? BUY_POINTS_TEXT.title(query.data.displayName) : 'Buy points'} | RepClub`);
  const back = usePathLinkProps(routes.repClubs(query.data?.slug ?? idOrSlug));

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={BUY_POINTS_TEXT.loading}>
        <Skeleton height={32} width="60%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={96} radius="lg" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const club = query.data;
  if (!club) return <Navigate to={ROUTES.notFound} replace />;
  const hasOffer = (club.defaultBuyPointsOffer?.packages.length ?? 0) > 0;

  return (
    <Stack gap="lg">
      {notice ? (
        <AppAlert type={notice.type} withCloseButton onClose={dismiss}>
          {notice.text}
        </AppAlert>
      ) : null}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {BUY_POINTS_TEXT.title(club.displayName)}
        </Title>
        <Text c="gray.7">{BUY_POINTS_TEXT.help}</Text>
        {club.myMembership ? (
          <Text fw={600}>
            {BUY_POINTS_TEXT.balance(club.myMembership.points)}
            {club.myMembership.tier ? ` · ${club.myMembership.tier.name}` : ''}
          </Text>
        ) : null}
      </Stack>
      {hasOffer ? (
        <Packages club={club} />
      ) : (
        <EmptyState
          icon={<IconCoins size={26} stroke={1.6} />}
          title={BUY_POINTS_TEXT.noOffer}
          text={BUY_POINTS_TEXT.noOfferHelp}
          action={<Button {...back}>{BUY_POINTS_TEXT.backToClub}</Button>}
        />
      )}
    </Stack>
  );
}
