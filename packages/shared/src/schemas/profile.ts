import { z } from 'zod';
import { dateOfBirthSchema } from './date-of-birth';
import { profileGenderSchema } from './gender';
import { bioSchema, displayNameSchema, userNameSchema } from './name';
import { phoneNumberSchema } from './phone-number';

/**
 * Profile update (the profile page sends only the fields it edits; every field is optional).
 * Same rules as sign-up where the field exists there; gender may be any of the four profile options.
 */
export const profileUpdateSchema = z.object({
  name: displayNameSchema.optional(),
  userName: userNameSchema.optional(),
  bio: bioSchema.optional(),
  gender: profileGenderSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;
