import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { UpdateProfileInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** Completes the profile (/auth/sign-up-2). */
export const CompleteProfileDocument = graphql(`
  mutation CompleteProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      userId
      userName
      name
      emailAddress
      phoneNumber
      gender
      dateOfBirth
      isComplete
      isPhoneNumberVerified
    }
  }
`);

/** Texts a code to the signed-in user's own phone number (/auth/verify-phone-number). */
export const SendPhoneVerificationCodeDocument = graphql(`
  mutation SendPhoneVerificationCode {
    sendPhoneVerificationCode {
      nextResend
      expiredDate
    }
  }
`);

/** Checks the texted code and marks the phone number verified. */
export const VerifyPhoneNumberDocument = graphql(`
  mutation VerifyPhoneNumber($code: String!) {
    verifyPhoneNumber(code: $code) {
      userId
      phoneNumber
      isPhoneNumberVerified
    }
  }
`);

/**
 * The writes of the two sign-up steps. They leave the cache alone: the routes read the current user again once
 * the step is done (routes/auth/sign-up-2.tsx, verify-phone-number.tsx).
 */
export function useCompleteProfileMutation() {
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      (await execute(CompleteProfileDocument, { input })).updateProfile,
  });
}

export function useSendPhoneVerificationCodeMutation() {
  return useMutation({
    mutationFn: async () => (await execute(SendPhoneVerificationCodeDocument)).sendPhoneVerificationCode,
  });
}

export function useVerifyPhoneNumberMutation() {
  return useMutation({
    mutationFn: async (code: string) =>
      (await execute(VerifyPhoneNumberDocument, { code })).verifyPhoneNumber,
  });
}
