import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { OFFER_LIMITS } from '@repclub/shared';
import { IconCurrentLocation, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { Offer } from '@/features/offers/api/queries';
import {
  useCheckInOfferMutation,
  useCompleteOfferMutation,
  useOpenOfferLinkMutation,
} from '@/features/offers/api/mutations';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { usePathLinkProps } from '@/ui/path-link';

export const TAKE_PART_TEXT = {
  complete: 'Complete',
  checkIn: 'Check in for today',
  checkedIn: 'You have checked in today. Come back tomorrow.',
  streakProgress: (days: number, of: number) => `${days} of ${of} days in a row`,
  shareLocation: 'Check my location',
  locating: 'Reading your position…',
  locationDenied: 'Your position could not be read. Allow location access and try again.',
  locationHelp: (radius: number, unit: string) =>
    `Be within ${radius} ${unit} of the offer’s place, then check.`,
  submitAnswers: 'Send answers',
  promoCode: 'Promo code',
  submitCode: 'Send code',
  openLink: (download: boolean) => (download ? 'Download' : 'Open the link'),
  linkHelp: 'Open the link through RepClub, then complete the offer.',
  social: (provider: string) =>
    `Connect and verify your ${provider} account in your profile’s social settings, then complete the offer.`,
  socialLink: 'Social settings',
  buyProduct: 'Buy the ticket this offer names, then complete the offer.',
  actionAmount: (count: number) => `Check in at ${count} of the club’s events, then complete the offer.`,
  buyPoints: 'Buy points from the club, then complete the offer.',
  buyPointsLink: 'Buy points',
  byTeam: 'The club team awards this offer to members who take part.',
  draw: (end: string) => `You are in the draw. The winners are drawn after ${end}.`,
  generic: 'When you have done what the offer asks, complete it.',
};

/**
 * How a member completes the offer, by sub-type (docs/decisions/133 on the server verifies each): the browser's
 * position for a location, answers for a survey, a daily check-in for a streak, the promo code, the link opened
 * through the server; the rest is verified from what the member did in the club.
 */
export function TakePart({ offer, endText }: { offer: Offer; endText: string }) {
  const complete = useCompleteOfferMutation();
  const checkIn = useCheckInOfferMutation();
  const openLink = useOpenOfferLinkMutation();
  const [answers, setAnswers] = useState<string[]>(() => offer.settings.surveyQuestions.map(() => ''));
  const [code, setCode] = useState('');
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const buyPoints = usePathLinkProps(`/rep-clubs/${encodeURIComponent(offer.club.slug)}/buy-points`);
  const social = usePathLinkProps('/profile/social');
  const error = complete.error ?? checkIn.error ?? openLink.error;
  const errorAlert = error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null;
  const completeButton = (
    proof: Parameters<typeof complete.mutate>[0]['proof'] = null,
    label = TAKE_PART_TEXT.complete,
  ) => (
    <Button onClick={() => complete.mutate({ offerId: offer.id, proof })} loading={complete.isPending}>
      {label}
    </Button>
  );
  const { programType, subType, settings } = offer;

  if (offer.category === 'Draw') return <Text size="sm">{TAKE_PART_TEXT.draw(endText)}</Text>;

  if (subType === 'streak' && programType !== 'buy-points') {
    const progress = offer.viewerProgress;
    return (
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {TAKE_PART_TEXT.streakProgress(progress.streakDays, settings.streakDays ?? 0)}
        </Text>
        {progress.checkedInToday ? (
          <Text size="sm">{TAKE_PART_TEXT.checkedIn}</Text>
        ) : (
          <Button
            onClick={() => checkIn.mutate(offer.id)}
            loading={checkIn.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {TAKE_PART_TEXT.checkIn}
          </Button>
        )}
        {errorAlert}
      </Stack>
    );
  }

  if (subType === 'location' && settings.location) {
    const { radius, unit } = settings.location;
    const check = () => {
      if (!('geolocation' in navigator)) {
        setLocateError(TAKE_PART_TEXT.locationDenied);
        return;
      }
      setLocating(true);
      setLocateError(null);
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setLocating(false);
          complete.mutate({
            offerId: offer.id,
            proof: {
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              answers: [],
              promoCode: null,
            },
          });
        },
        () => {
          setLocating(false);
          setLocateError(TAKE_PART_TEXT.locationDenied);
        },
        { enableHighAccuracy: true, timeout: 15_000 },
      );
    };
    return (
      <Stack gap="sm">
        <Text size="sm">{TAKE_PART_TEXT.locationHelp(radius, unit)}</Text>
        <Button
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          onClick={check}
          loading={locating || complete.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {TAKE_PART_TEXT.shareLocation}
        </Button>
        {locateError ? <AppAlert type="warning">{locateError}</AppAlert> : errorAlert}
      </Stack>
    );
  }

  if (subType === 'survey') {
    return (
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          complete.mutate({
            offerId: offer.id,
            proof: {
              latitude: null,
              longitude: null,
              answers: answers.map((a) => a.trim()),
              promoCode: null,
            },
          });
        }}
      >
        {settings.surveyQuestions.map((q, index) => (
          <Textarea
            key={`${index}-${q.question}`}
            label={q.question}
            withAsterisk={q.isRequired}
            autosize
            minRows={2}
            maxLength={OFFER_LIMITS.surveyAnswerMax}
            value={answers[index] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAnswers((list) => list.map((a, i) => (i === index ? value : a)));
            }}
          />
        ))}
        <Button type="submit" loading={complete.isPending} style={{ alignSelf: 'flex-start' }}>
          {TAKE_PART_TEXT.submitAnswers}
        </Button>
        {errorAlert}
      </Stack>
    );
  }

  if (subType === 'promo') {
    return (
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          complete.mutate({
            offerId: offer.id,
            proof: { latitude: null, longitude: null, answers: [], promoCode: code.trim() || null },
          });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={TAKE_PART_TEXT.promoCode}
            value={code}
            maxLength={OFFER_LIMITS.promoCodeMax}
            onChange={(event) => setCode(event.currentTarget.value)}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" loading={complete.isPending}>
            {TAKE_PART_TEXT.submitCode}
          </Button>
        </Group>
        {errorAlert}
      </Stack>
    );
  }

  if ((subType === 'download' || subType === 'interact') && settings.hasLink) {
    const open = () =>
      openLink.mutate(offer.id, {
        onSuccess: (url) => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
      });
    return (
      <Stack gap="sm">
        <Text size="sm">{TAKE_PART_TEXT.linkHelp}</Text>
        <Group gap="sm">
          <Button
            variant={offer.viewerProgress.linkOpened ? 'light' : 'filled'}
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={open}
            loading={openLink.isPending}
          >
            {TAKE_PART_TEXT.openLink(subType === 'download')}
          </Button>
          {offer.viewerProgress.linkOpened ? completeButton() : null}
        </Group>
        {errorAlert}
      </Stack>
    );
  }

  let help: React.ReactNode = TAKE_PART_TEXT.generic;
  if (subType === 'bonus' || subType === 'invite-only') return <Text size="sm">{TAKE_PART_TEXT.byTeam}</Text>;
  if (subType === 'social-action')
    help = (
      <>
        {TAKE_PART_TEXT.social(settings.socialProvider ?? 'social')}{' '}
        <Anchor {...social}>{TAKE_PART_TEXT.socialLink}</Anchor>
      </>
    );
  else if (subType === 'buy-product') help = TAKE_PART_TEXT.buyProduct;
  else if (subType === 'action-amount') help = TAKE_PART_TEXT.actionAmount(settings.requiredCount ?? 1);
  else if (programType === 'buy-points')
    help = (
      <>
        {TAKE_PART_TEXT.buyPoints} <Anchor {...buyPoints}>{TAKE_PART_TEXT.buyPointsLink}</Anchor>
      </>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{help}</Text>
      <Group>{completeButton()}</Group>
      {errorAlert}
    </Stack>
  );
}
