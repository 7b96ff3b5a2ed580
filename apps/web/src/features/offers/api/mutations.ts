import type { OfferPayload } from '@repclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { OfferInput, OfferProofInput } from '@/gql/graphql';
import { offerKeys } from '@/features/offers/api/queries';
import { execute } from '@/lib/graphql-client';

const SaveOfferDocument = graphql(`
  mutation SaveOffer($input: OfferInput!) {
    createOrUpdateOffer(input: $input) {
      ...OfferFields
    }
  }
`);

const PublishOfferDocument = graphql(`
  mutation PublishOffer($offerId: ID!, $published: Boolean!) {
    publishOffer(offerId: $offerId, published: $published) {
      ...OfferFields
    }
  }
`);

const DeleteOfferDocument = graphql(`
  mutation DeleteOffer($offerId: ID!) {
    deleteOffer(offerId: $offerId)
  }
`);

const JoinOfferDocument = graphql(`
  mutation JoinOffer($offerId: ID!) {
    joinOffer(offerId: $offerId) {
      ...OfferFields
    }
  }
`);

const CheckInOfferDocument = graphql(`
  mutation CheckInOffer($offerId: ID!) {
    checkInOffer(offerId: $offerId) {
      ...OfferFields
    }
  }
`);

const OpenOfferLinkDocument = graphql(`
  mutation OpenOfferLink($offerId: ID!) {
    openOfferLink(offerId: $offerId)
  }
`);

const CompleteOfferDocument = graphql(`
  mutation CompleteOffer($offerId: ID!, $proof: OfferProofInput) {
    completeOffer(offerId: $offerId, proof: $proof) {
      ...OfferFields
    }
  }
`);

const AwardOfferDocument = graphql(`
  mutation AwardOffer($offerId: ID!, $userId: ID!) {
    awardOffer(offerId: $offerId, userId: $userId) {
      id
    }
  }
`);

const RedeemOfferDocument = graphql(`
  mutation RedeemOffer($offerId: ID!) {
    redeemOffer(offerId: $offerId) {
      ...OfferRedemptionFields
    }
  }
`);

const ConfirmOfferRedemptionDocument = graphql(`
  mutation ConfirmOfferRedemption($redemptionId: ID!) {
    confirmOfferRedemption(redemptionId: $redemptionId) {
      ...OfferRedemptionFields
    }
  }
`);

const CancelOfferRedemptionDocument = graphql(`
  mutation CancelOfferRedemption($redemptionId: ID!) {
    cancelOfferRedemption(redemptionId: $redemptionId) {
      ...OfferRedemptionFields
    }
  }
`);

const DrawOfferWinnersDocument = graphql(`
  mutation DrawOfferWinners($offerId: ID!) {
    drawOfferWinners(offerId: $offerId) {
      ...OfferFields
    }
  }
`);

/** The wizard's payload as the GraphQL input (dates as ISO strings). */
export function toOfferInput(clubId: string, payload: OfferPayload, offerId: string | null): OfferInput {
  const { conditions } = payload.requirements;
  return {
    offerId,
    clubId,
    details: payload.details,
    requirements: {
      requirements: payload.requirements.requirements,
      conditions: {
        ...conditions,
        notBefore: conditions.notBefore?.toISOString() ?? null,
        notAfter: conditions.notAfter?.toISOString() ?? null,
      },
    },
    timeFrame: {
      startAt: payload.timeFrame.startAt.toISOString(),
      endAt: payload.timeFrame.endAt.toISOString(),
    },
    settings: payload.settings,
    reward: payload.reward,
    redemption: payload.redemption as OfferInput['redemption'],
    achievement: payload.achievement,
  };
}

function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: offerKeys.all });
}

/** Saves the wizard; `publish` publishes it right after (a new offer is a draft until then). */
export function useSaveOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (vars: {
      clubId: string;
      offerId: string | null;
      payload: OfferPayload;
      publish: boolean;
    }) => {
      const saved = (
        await execute(SaveOfferDocument, { input: toOfferInput(vars.clubId, vars.payload, vars.offerId) })
      ).createOrUpdateOffer;
      if (!vars.publish || saved.published) return saved;
      return (await execute(PublishOfferDocument, { offerId: saved.id, published: true })).publishOffer;
    },
    onSettled: invalidate,
  });
}

export function usePublishOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (vars: { offerId: string; published: boolean }) =>
      (await execute(PublishOfferDocument, vars)).publishOffer,
    onSettled: invalidate,
  });
}

export function useDeleteOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) => (await execute(DeleteOfferDocument, { offerId })).deleteOffer,
    onSettled: invalidate,
  });
}

export function useJoinOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) => (await execute(JoinOfferDocument, { offerId })).joinOffer,
    onSettled: invalidate,
  });
}

export function useCheckInOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) => (await execute(CheckInOfferDocument, { offerId })).checkInOffer,
    onSettled: invalidate,
  });
}

/** Records the visit and answers the link to open (download and interact offers). */
export function useOpenOfferLinkMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) => (await execute(OpenOfferLinkDocument, { offerId })).openOfferLink,
    onSettled: invalidate,
  });
}

export function useCompleteOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (vars: { offerId: string; proof: OfferProofInput | null }) =>
      (await execute(CompleteOfferDocument, vars)).completeOffer,
    onSettled: invalidate,
  });
}

export function useAwardOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (vars: { offerId: string; userId: string }) =>
      (await execute(AwardOfferDocument, vars)).awardOffer,
    onSettled: invalidate,
  });
}

export function useRedeemOfferMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) => (await execute(RedeemOfferDocument, { offerId })).redeemOffer,
    onSettled: invalidate,
  });
}

export function useResolveRedemptionMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async ({ redemptionId, confirm }: { redemptionId: string; confirm: boolean }) =>
      confirm
        ? (await execute(ConfirmOfferRedemptionDocument, { redemptionId })).confirmOfferRedemption
        : (await execute(CancelOfferRedemptionDocument, { redemptionId })).cancelOfferRedemption,
    onSettled: invalidate,
  });
}

export function useDrawOfferWinnersMutation() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: async (offerId: string) =>
      (await execute(DrawOfferWinnersDocument, { offerId })).drawOfferWinners,
    onSettled: invalidate,
  });
}
