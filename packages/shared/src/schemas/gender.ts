import { z } from 'zod';
import { GENDERS, SIGN_UP_GENDERS } from '../enums';
import { MESSAGES } from '../messages';

/** Sign-up gender: Male, Female or Other ('Choose valid gender'). */
export const signUpGenderSchema = z.enum(SIGN_UP_GENDERS, { error: MESSAGES.genderInvalid });

/** Profile gender: Female, Male, Other or Not Disclosed. */
export const profileGenderSchema = z.enum(GENDERS, { error: MESSAGES.genderInvalid });
