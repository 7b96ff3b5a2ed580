import {
  countryCodeSchema,
  EMAIL_SUBSCRIPTION_DEFAULTS,
  EMAIL_SUBSCRIPTIONS,
  type EmailSubscription,
  SOCIAL_PROVIDERS,
} from '@repclub/shared';
import { z } from 'zod';

/** Profile data rules and messages the spec does not give (docs/decisions/021-profile-data.md). */
export const PROFILE_MESSAGES = {
  addressLine1Required: 'Please enter the first line of your address.',
  cityRequired: 'Please enter your city.',
  addressFieldTooLong: 'Address lines, city and region must be at most 100 characters.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  socialProviderInvalid: `Please choose one of: ${SOCIAL_PROVIDERS.join(', ')}.`,
  socialValueRequired: 'Please enter a handle or a link.',
  socialValueTooLong: 'A handle or link must be at most 200 characters.',
  socialValueInvalid:
    'Please enter a handle (letters, digits, dots, hyphens and underscores) or a link starting with https://.',
  walkthroughStepInvalid:
    'Walkthrough steps are names of letters, digits, dots, hyphens and underscores, at most 50 characters.',
  walkthroughTooManySteps: 'At most 50 walkthrough steps can be recorded.',
} as const;

/** The email subscriptions and their defaults live in the shared package (docs/decisions/021, 078). */
export { EMAIL_SUBSCRIPTIONS, EMAIL_SUBSCRIPTION_DEFAULTS, type EmailSubscription };

/** Every subscription with its stored value or its default. */
export function emailSubscriptionsOf(
  stored: Partial<Record<string, boolean>> | null | undefined,
): Record<EmailSubscription, boolean> {
  return Object.fromEntries(
    EMAIL_SUBSCRIPTIONS.map((name) => [name, stored?.[name] ?? EMAIL_SUBSCRIPTION_DEFAULTS[name]]),
  ) as Record<EmailSubscription, boolean>;
}

export const ADDRESS_FIELD_MAX = 100;
export const SOCIAL_VALUE_MAX = 200;
export const WALKTHROUGH_MAX_STEPS = 50;

/** An optional address line: trimmed; empty means none. */
const optionalLine = z
  .string({ error: PROFILE_MESSAGES.addressFieldTooLong })
  .trim()
  .max(ADDRESS_FIELD_MAX, { error: PROFILE_MESSAGES.addressFieldTooLong })
  .nullish()
  .transform((value) => value || null);

export const addressSchema = z.object({
  line1: z
    .string({ error: PROFILE_MESSAGES.addressLine1Required })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.addressLine1Required })
    .max(ADDRESS_FIELD_MAX, { error: PROFILE_MESSAGES.addressFieldTooLong }),
  line2: optionalLine,
  city: z
    .string({ error: PROFILE_MESSAGES.cityRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.cityRequired })
    .max(ADDRESS_FIELD_MAX, { error: PROFILE_MESSAGES.addressFieldTooLong }),
  region: optionalLine,
  postalCode: z
    .string({ error: PROFILE_MESSAGES.postalCodeInvalid })
    .trim()
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]?$/, { error: PROFILE_MESSAGES.postalCodeInvalid })
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  countryCode: countryCodeSchema,
});

const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

function isHttpsUrl(value: string): boolean {
  if (!value.toLowerCase().startsWith('https://') || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, {
  error: PROFILE_MESSAGES.socialProviderInvalid,
});

export const socialMediaSchema = z.object({
  provider: socialProviderSchema,
  value: z
    .string({ error: PROFILE_MESSAGES.socialValueRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.socialValueRequired })
    .max(SOCIAL_VALUE_MAX, { error: PROFILE_MESSAGES.socialValueTooLong })
    .refine((value) => HANDLE.test(value) || isHttpsUrl(value), {
      error: PROFILE_MESSAGES.socialValueInvalid,
    }),
});

export const emailSubscriptionsSchema = z.object(
  Object.fromEntries(EMAIL_SUBSCRIPTIONS.map((name) => [name, z.boolean().nullish()])) as Record<
    EmailSubscription,
    z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
  >,
);

export const walkthroughSchema = z
  .array(
    z
      .string({ error: PROFILE_MESSAGES.walkthroughStepInvalid })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9._-]{0,49}$/, { error: PROFILE_MESSAGES.walkthroughStepInvalid }),
  )
  .max(WALKTHROUGH_MAX_STEPS, { error: PROFILE_MESSAGES.walkthroughTooManySteps })
  .transform((steps) => [...new Set(steps)]);
