/**
 * Guests and guest lists (domain §2, §3): limits the spec does not give (docs/decisions/074-guests-and-guest-lists.md).
 */
export const GUEST_LIMITS = {
  fullNameMax: 120,
  noteMax: 1000,
  customFieldsMax: 20,
  customFieldKeyMax: 60,
  customFieldLabelMax: 100,
  customFieldValueMax: 500,
  /** The guest and their plus-ones. */
  quantityMax: 20,
  queryMax: 100,
  savedListNameMax: 80,
  savedListGuestsMax: 1000,
  /** A guest list's capacity (people), when the host sets one. */
  capacityMax: 100_000,
} as const;

/** Page size of the guest list (domain §9 gives none for guests). */
export const GUEST_PAGE_SIZE = 20;
