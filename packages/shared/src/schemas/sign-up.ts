import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { USER_INVITE_MESSAGES } from '../invites';
import { DECIDED_MESSAGES } from '../messages';
import { dateOfBirthSchema } from './date-of-birth';
import { emailSchema } from './email';
import { signUpGenderSchema } from './gender';
import { firstNameSchema, lastNameSchema } from './name';
import { passwordSchema } from './password';
import { phoneNumberSchema } from './phone-number';

/**
 * Sign-up payload (accounts §3): userName is the email. `name` is first plus last name; when it
 * is absent or blank it is derived. Date of birth is sent as yyyy-MM-dd; phone number as E.164.
 */
export const signUpSchema = z
  .object({
    userName: emailSchema,
    password: passwordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    name: z.string().trim().max(NAME_MAX_LENGTH, { error: DECIDED_MESSAGES.nameInvalid }).optional(),
    gender: signUpGenderSchema,
    dateOfBirth: dateOfBirthSchema,
    phoneNumber: phoneNumberSchema,
    agreeToTermsAndConditions: z.boolean(),
    /** The invite the visitor followed (/accept-invite/{id}); accepted when the account is created. */
    inviteId: z
      .string({ error: USER_INVITE_MESSAGES.inviteIdInvalid })
      .trim()
      .max(100, { error: USER_INVITE_MESSAGES.inviteIdInvalid })
      .nullish(),
  })
  .transform((value) => ({
    ...value,
    name: value.name ? value.name : `${value.firstName} ${value.lastName}`,
  }));

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpPayload = z.output<typeof signUpSchema>;
