import { graphql } from '@/gql/gql';

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
