import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { OFFER_PROGRAM_TYPES, type OfferProgramType } from '@repclub/shared';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type Offer, useOffer, useOfferWizardOptions } from '@/features/offers/api/queries';
import { useSaveOfferMutation } from '@/features/offers/api/mutations';
import { subTypeOf } from '@/features/offers/offer-catalogue';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { OfferWizard, type WizardOptions } from '@/features/offers/wizard/offer-wizard';
import { newOfferValues, type WizardValues } from '@/features/offers/wizard/wizard-form';
import { getErrorMessage } from '@/lib/error-message';
import { LoadError, LoadingState, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifySuccess } from '@/ui/toast';

/** An offer as the wizard's values, to edit it. */
export function offerToValues(offer: Offer): WizardValues {
  const s = offer.settings;
  return {
    details: {
      programType: offer.programType as OfferProgramType,
      subType: offer.subType,
      kind: offer.kind,
      category: offer.category === 'Draw' ? 'Draw' : 'Promotion',
      access: offer.access === 'MEMBERS' ? 'MEMBERS' : 'PUBLIC',
      displayName: offer.displayName,
      slug: offer.slug,
      description: offer.description ?? '',
      avatarUrl: offer.avatarUrl ?? null,
    },
    requirements: {
      requirements: offer.requirements.map((r) => ({
        type: r.type,
        value: r.value ?? null,
        achievementId: r.achievementId ?? null,
      })),
      conditions: {
        minimumAge: offer.conditions.minimumAge ?? null,
        minimumPoints: offer.conditions.minimumPoints ?? null,
        membershipAgeDays: offer.conditions.membershipAgeDays ?? null,
        notBefore: offer.conditions.notBefore ?? null,
        notAfter: offer.conditions.notAfter ?? null,
      },
    },
    timeFrame: { startAt: offer.startAt, endAt: offer.endAt },
    settings: {
      maxParticipants: s.maxParticipants ?? null,
      maxWinners: s.maxWinners ?? null,
      streakDays: s.streakDays ?? null,
      requiredCount: s.requiredCount ?? null,
      location: s.location ? { ...s.location, unit: s.location.unit === 'mi' ? 'mi' : 'km' } : null,
      surveyQuestions: s.surveyQuestions.map((q) => ({ question: q.question, isRequired: q.isRequired })),
      linkUrl: s.linkUrl ?? null,
      socialProvider: s.socialProvider ?? null,
      promoCode: s.promoCode ?? null,
      ticketTypeId: s.ticketTypeId ?? null,
      discountBuckets: s.discountBuckets.map((b) => ({
        minimumPoints: b.minimumPoints,
        percentOff: b.percentOff,
      })),
      bonusPercent: s.bonusPercent ?? null,
    },
    reward: { points: offer.rewardPoints ?? null, tierLevel: offer.rewardTierLevel ?? null },
    redemption: { redeemType: offer.redeemType ?? null, redeemValue: offer.redeemValue ?? null },
    achievement: { achievementId: offer.achievementId ?? null },
  };
}

function useOptions(clubId: string): {
  options: WizardOptions;
  query: ReturnType<typeof useOfferWizardOptions>;
} {
  const query = useOfferWizardOptions(clubId);
  const options = useMemo<WizardOptions>(() => {
    const data = query.data;
    return {
      tiers: (data?.club?.tiers ?? []).map((tier) => ({
        value: String(tier.level),
        label: `${tier.level}. ${tier.name}`,
      })),
      ticketTypes: (data?.club?.events.edges ?? []).flatMap(({ node }) =>
        node.tickets.map((ticket) => ({
          value: ticket.id,
          label: `${node.displayName} — ${ticket.ticketType}`,
        })),
      ),
      achievements: (data?.clubAchievements.edges ?? []).map(({ node }) => ({
        value: node.id,
        label: node.displayName,
      })),
    };
  }, [query.data]);
  return { options, query };
}

function BackToTypes({ clubId }: { clubId: string }) {
  const link = usePathLinkProps(`/my/rep-clubs/${encodeURIComponent(clubId)}/offers/select-offer-type`);
  return <Anchor {...link}>{OFFER_TEXT.selectTypeTitle}</Anchor>;
}

/**
 * The offer wizard page: a new offer (preset to a program and sub-type by the way-to-… routes, or chosen in the
 * first step), or an existing one (`offerId`) to edit. Saved, it goes to the offer's team page.
 */
export function OfferWizardPage({
  clubId,
  offerId = null,
  preset,
}: {
  clubId: string;
  offerId?: string | null;
  preset: { program: OfferProgramType; subType: string } | null;
}) {
  const navigate = useNavigate();
  const { options, query: optionsQuery } = useOptions(clubId);
  const offer = useOffer(offerId);
  const save = useSaveOfferMutation();
  useDocumentTitle(`${offerId ? OFFER_TEXT.wizardTitleEdit : OFFER_TEXT.wizardTitleCreate} | RepClub`);
  const initial = useMemo(() => {
    if (offerId) return offer.data ? offerToValues(offer.data) : null;
    return newOfferValues(preset);
  }, [offerId, offer.data, preset]);

  const validPreset =
    preset === null ||
    (OFFER_PROGRAM_TYPES.includes(preset.program) && subTypeOf(preset.program, preset.subType) !== null);
  if (!validPreset)
    return (
      <NotFoundState
        title={OFFER_TEXT.subTypeNotFoundTitle}
        text={OFFER_TEXT.subTypeNotFoundText}
        action={<BackToTypes clubId={clubId} />}
      />
    );
  if (offerId && offer.isPending) return <LoadingState label="Loading the offer" />;
  if (offerId && offer.isError) return <LoadError error={offer.error} onRetry={() => void offer.refetch()} />;
  if (optionsQuery.isPending) return <LoadingState label="Loading the wizard" />;
  if (offerId && (!offer.data || !offer.data.viewerCanManage || !initial))
    return (
      <NotFoundState title="Offer not found" text="This offer does not exist or is not yours to edit." />
    );
  // The reward-members edit route names the kind: it must be this offer's.
  if (
    offerId &&
    preset &&
    offer.data &&
    (offer.data.programType !== preset.program || offer.data.subType !== preset.subType)
  )
    return <NotFoundState title="Offer not found" text="This offer is not of this type." />;

  const editing = offer.data
    ? { startAt: offer.data.startAt, locked: offer.data.participantsCount > 0 }
    : null;
  return (
    <OfferWizard
      clubId={clubId}
      initial={initial!}
      options={options}
      editing={editing}
      saving={save.isPending}
      error={save.isError ? getErrorMessage(save.error) : null}
      onSave={(payload, publish) =>
        save.mutate(
          { clubId, offerId, payload, publish },
          {
            onSuccess: (saved) => {
              notifySuccess(
                offerId ? OFFER_TEXT.saved : publish ? OFFER_TEXT.createdPublished : OFFER_TEXT.created,
              );
              void navigate({
                href: `/my/rep-clubs/${encodeURIComponent(clubId)}/offer/detail/${encodeURIComponent(saved.id)}`,
              });
            },
          },
        )
      }
    />
  );
}
