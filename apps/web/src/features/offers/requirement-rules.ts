import {
  OFFER_REQUIREMENT_MAX_PER_OFFER,
  OFFER_REQUIREMENT_TYPES,
  type OfferRequirementType,
} from '@repclub/shared';

/** How many requirements of a type the list holds. */
export const countOf = (list: readonly { type: OfferRequirementType }[], type: OfferRequirementType) =>
  list.filter((item) => item.type === type).length;

/**
 * Whether one more requirement of `type` may be added (domain §5 maximum counts: Price 1, Loyalty Status 5,
 * Rep Points 5, Rep Score 5, Achievements 1, None 1). "None" says the offer has no requirement, so it stands
 * alone, as the shared schema checks (offerRequirementsSchema).
 */
export function canAddRequirement(
  list: readonly { type: OfferRequirementType }[],
  type: OfferRequirementType,
) {
  if (countOf(list, type) >= OFFER_REQUIREMENT_MAX_PER_OFFER[type]) return false;
  if (type === 'NONE') return list.length === 0;
  return countOf(list, 'NONE') === 0;
}

/** The requirement types that can still be added, in the spec's order. */
export const addableRequirementTypes = (list: readonly { type: OfferRequirementType }[]) =>
  OFFER_REQUIREMENT_TYPES.filter((type) => canAddRequirement(list, type));
