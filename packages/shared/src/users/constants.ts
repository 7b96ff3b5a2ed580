/**
 * The user's profile: completeness and field bounds (accounts §3, §5; domain §4).
 */

/** Fields that must all be present for the profile to count as complete (domain §4). */
export const PROFILE_COMPLETE_FIELDS = ['name', 'userName', 'dateOfBirth', 'phoneNumber', 'gender'] as const;
export type ProfileCompleteField = (typeof PROFILE_COMPLETE_FIELDS)[number];

export function isProfileComplete(user: Partial<Record<ProfileCompleteField, unknown>>): boolean {
  return PROFILE_COMPLETE_FIELDS.every((field) => {
    const value = user[field];
    return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
  });
}

/** Our limits (not in the spec): see docs/decisions/008-shared-validation-gaps.md. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const USER_NAME_MAX_LENGTH = 254;
export const BIO_MAX_LENGTH = 500;
