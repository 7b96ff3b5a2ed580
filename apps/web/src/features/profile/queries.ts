import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '@/gql/gql';

/**
 * GraphQL documents of the profile pages (/profile, information, personal, settings). Every mutation answers
 * the fields the current user query (`lib/current-user.ts`) shows, and the pages invalidate it.
 */

/** Saves the information page (name, username, bio) or the personal page (gender, date of birth). */
export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      userId
      userName
      name
      firstName
      lastName
      bio
      gender
      dateOfBirth
      isComplete
    }
  }
`);

/** What the settings page shows beyond the current user: subscriptions and whether the profile is hidden. */
export const ProfileSettingsDocument = graphql(`
  query ProfileSettings {
    me {
      userId
      isDeactivated
      emailSubscriptions {
        productUpdates
        eventReminders
        clubNews
        marketing
      }
    }
  }
`);

export const UpdateEmailSubscriptionsDocument = graphql(`
  mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {
    updateEmailSubscriptions(input: $input) {
      userId
      emailSubscriptions {
        productUpdates
        eventReminders
        clubNews
        marketing
      }
    }
  }
`);

export const DeactivateAccountDocument = graphql(`
  mutation DeactivateAccount {
    deactivateAccount {
      userId
      isDeactivated
    }
  }
`);

export const ActivateAccountDocument = graphql(`
  mutation ActivateAccount {
    activateAccount {
      userId
      isDeactivated
    }
  }
`);

/** The signed-in user's passkeys, with what the list shows. */
export const PasskeyListDocument = graphql(`
  query PasskeyList {
    passkeyCredentials {
      id
      name
      createdAt
      lastUsedAt
      deviceType
      backedUp
    }
  }
`);

export const DeletePasskeyDocument = graphql(`
  mutation DeletePasskey($id: ID!) {
    deletePasskey(id: $id)
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount {
    deleteAccount {
      deletedAt
      recoverableUntil
    }
  }
`);

/** Texts a code to a new phone number (the number changes only once the code is confirmed). */
export const StartPhoneNumberChangeDocument = graphql(`
  mutation StartPhoneNumberChange($phoneNumber: String!) {
    startPhoneNumberChange(phoneNumber: $phoneNumber) {
      nextResend
      expiredDate
    }
  }
`);

/** Makes the new number, proven with its texted code, the user's verified phone number. */
export const ConfirmPhoneNumberChangeDocument = graphql(`
  mutation ConfirmPhoneNumberChange($phoneNumber: String!, $code: String!) {
    confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) {
      userId
      phoneNumber
      isPhoneNumberVerified
      isComplete
    }
  }
`);

export const profileSettingsQueryKey = ['profile', 'settings'] as const;
export const passkeyListQueryKey = ['profile', 'passkeys'] as const;

/** Refetches the current user (`me`: header avatar, name, profile pages) after a change. */
export function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['users', 'me'] }), [queryClient]);
}
