import type { SocialProvider } from '@repclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { updateAuthInfo, useSession } from '@/lib/session';
import { currentUserQueryOptions } from '@/lib/current-user';
import { graphql } from '@/gql/gql';
import type {
  EmailSubscriptionsInput,
  ProfileSettingsQuery,
  UpdateAddressInput,
  UpdateProfileInput,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import {
  addressQueryOptions,
  profileKeys,
  type SocialMedias,
  socialMediasQueryOptions,
} from '@/features/users/api/queries';

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

export const UpdateEmailSubscriptionsDocument = graphql(`
  mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {
    updateEmailSubscriptions(input: $input) {
      userId
      emailSubscriptions {
        ...EmailSubscriptionFields
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

export const UpdateAddressDocument = graphql(`
  mutation UpdateAddress($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      ...AddressFields
    }
  }
`);

export const SetSocialMediaDocument = graphql(`
  mutation SetSocialMedia($provider: String!, $value: String!) {
    setSocialMedia(provider: $provider, value: $value) {
      ...SocialMediaFields
    }
  }
`);

export const RemoveSocialMediaDocument = graphql(`
  mutation RemoveSocialMedia($provider: String!) {
    removeSocialMedia(provider: $provider) {
      ...SocialMediaFields
    }
  }
`);

type Settings = ProfileSettingsQuery['me'];
type Subscriptions = NonNullable<Settings['emailSubscriptions']>;

/** What a page does after a mutation (toasts), beside the cache work the hooks do themselves. */
type Callbacks<TData = unknown> = { onSuccess?: (data: TData) => void; onError?: (error: Error) => void };

/** Refetches the current user (`me`: header avatar, name, profile pages) and everything under it. */
export function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileKeys.currentUser() }),
    [queryClient],
  );
}

/** After an avatar upload: the header avatar follows at once, then `me` is read again. */
export function useStoreAvatar() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  const invalidateMe = useInvalidateCurrentUser();
  return (avatarUrl: string) => {
    queryClient.setQueryData(currentUserQueryOptions(authInfo?.userId).queryKey, (previous) =>
      previous ? { ...previous, avatarUrl } : previous,
    );
    void invalidateMe();
  };
}

/** `updateProfile`; the current user is read again before the call settles. */
export function useUpdateProfileMutation() {
  const invalidateMe = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      (await execute(UpdateProfileDocument, { input })).updateProfile,
    onSuccess: () => invalidateMe(),
  });
}

/** Saved at once in the cached settings; a failure puts them back. */
export function useUpdateEmailSubscriptionsMutation({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  const queryKey = profileKeys.settings();
  return useMutation({
    mutationFn: (input: EmailSubscriptionsInput) => execute(UpdateEmailSubscriptionsDocument, { input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Settings>(queryKey);
      if (previous?.emailSubscriptions) {
        queryClient.setQueryData<Settings>(queryKey, {
          ...previous,
          emailSubscriptions: { ...previous.emailSubscriptions, ...input } as Subscriptions,
        });
      }
      return { previous };
    },
    onError: (err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onError?.(err);
    },
    onSuccess: ({ updateEmailSubscriptions }) => {
      const current = queryClient.getQueryData<Settings>(queryKey);
      if (current) {
        queryClient.setQueryData<Settings>(queryKey, {
          ...current,
          emailSubscriptions: updateEmailSubscriptions.emailSubscriptions,
        });
      }
      onSuccess?.(undefined);
    },
  });
}

/** Deactivates (`true`) or activates the profile; the settings and the current user follow. */
export function useSetProfileVisibilityMutation({
  onSuccess,
  onError,
}: Callbacks<{ isDeactivated: boolean }> = {}) {
  const queryClient = useQueryClient();
  const invalidateMe = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: async (deactivate: boolean) =>
      deactivate
        ? (await execute(DeactivateAccountDocument)).deactivateAccount
        : (await execute(ActivateAccountDocument)).activateAccount,
    onSuccess: (user) => {
      const current = queryClient.getQueryData<Settings>(profileKeys.settings());
      if (current) {
        queryClient.setQueryData<Settings>(profileKeys.settings(), {
          ...current,
          isDeactivated: user.isDeactivated,
        });
      }
      void invalidateMe();
      onSuccess?.(user);
    },
    onError: (err) => onError?.(err),
  });
}

/** Reads the passkey list again (after one is added with the browser's dialog). */
export function useInvalidatePasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.passkeys() });
}

export function useDeletePasskeyMutation({ onSuccess, onError }: Callbacks = {}) {
  const refresh = useInvalidatePasskeys();
  return useMutation({
    mutationFn: (id: string) => execute(DeletePasskeyDocument, { id }),
    onSuccess: () => {
      onSuccess?.(undefined);
      void refresh();
    },
    onError: (err) => onError?.(err),
  });
}

/** `deleteAccount`; the stored auth info then says the account is deleted. */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: () => execute(DeleteAccountDocument),
    onSuccess: () => updateAuthInfo({ isDeleted: true }),
  });
}

export function useStartPhoneNumberChangeMutation() {
  return useMutation({
    mutationFn: async (phoneNumber: string) =>
      (await execute(StartPhoneNumberChangeDocument, { phoneNumber })).startPhoneNumberChange,
  });
}

/** Confirms the new number; the auth info and the current user follow before the call settles. */
export function useConfirmPhoneNumberChangeMutation() {
  const invalidateMe = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
      execute(ConfirmPhoneNumberChangeDocument, { phoneNumber, code }),
    onSuccess: async () => {
      updateAuthInfo({ isPhoneNumberVerified: true });
      await invalidateMe();
    },
  });
}

export function useUpdateAddressMutation() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateAddressInput) =>
      (await execute(UpdateAddressDocument, { input })).updateAddress,
    onSuccess: (user) => {
      queryClient.setQueryData(addressQueryOptions(authInfo?.userId).queryKey, user);
      void queryClient.invalidateQueries({
        queryKey: currentUserQueryOptions(authInfo?.userId).queryKey,
        exact: true,
      });
    },
  });
}

/** After a change: the answer replaces the cached list, and the rest of `me` is read again. */
function useStoreSocialMedias() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return (socialMedias: SocialMedias) => {
    queryClient.setQueryData(socialMediasQueryOptions(authInfo?.userId).queryKey, socialMedias);
    void queryClient.invalidateQueries({
      queryKey: currentUserQueryOptions(authInfo?.userId).queryKey,
      exact: true,
    });
  };
}

export function useSetSocialMediaMutation() {
  const store = useStoreSocialMedias();
  return useMutation({
    mutationFn: async ({ provider, value }: { provider: SocialProvider; value: string }) =>
      (await execute(SetSocialMediaDocument, { provider, value })).setSocialMedia.socialMedias,
    onSuccess: store,
  });
}

export function useRemoveSocialMediaMutation() {
  const store = useStoreSocialMedias();
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await execute(RemoveSocialMediaDocument, { provider })).removeSocialMedia.socialMedias,
    onSuccess: store,
  });
}
