import { currentUserKeys } from '@/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyAddressQuery, MySocialMediasQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/**
 * The profile pages' reads (/profile, information, personal, location, social media, settings). The current
 * user itself is `lib/current-user.ts`; every mutation in ./mutations.ts answers the fields it shows.
 */

/** The user's postal address and country, as the location page reads and saves them. */
export const AddressFieldsFragment = graphql(`
  fragment AddressFields on User {
    userId
    countryCode
    address {
      line1
      line2
      city
      region
      postalCode
      countryCode
    }
  }
`);

/** The user's social accounts (one per provider). */
export const SocialMediaFieldsFragment = graphql(`
  fragment SocialMediaFields on User {
    userId
    socialMedias {
      provider
      value
    }
  }
`);

/** Which emails the user receives. */
export const EmailSubscriptionFieldsFragment = graphql(`
  fragment EmailSubscriptionFields on EmailSubscriptions {
    productUpdates
    eventReminders
    clubNews
    marketing
  }
`);

/** What the settings page shows beyond the current user: subscriptions and whether the profile is hidden. */
export const ProfileSettingsDocument = graphql(`
  query ProfileSettings {
    me {
      userId
      isDeactivated
      emailSubscriptions {
        ...EmailSubscriptionFields
      }
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

export const MyAddressDocument = graphql(`
  query MyAddress {
    me {
      ...AddressFields
    }
  }
`);

export const MySocialMediasDocument = graphql(`
  query MySocialMedias {
    me {
      ...SocialMediaFields
    }
  }
`);

export type MyAddress = MyAddressQuery['me'];
export type SocialMedias = MySocialMediasQuery['me']['socialMedias'];

/**
 * The profile's query keys. What belongs to the signed-in user lives under the current user's key
 * (`['users', 'me', userId]`), so a change of user drops it and `currentUser()` reaches all of it.
 */
export const profileKeys = {
  all: ['profile'] as const,
  settings: () => [...profileKeys.all, 'settings'] as const,
  passkeys: () => [...profileKeys.all, 'passkeys'] as const,
  currentUser: () => currentUserKeys.all,
  address: (userId: string | null | undefined) =>
    [...profileKeys.currentUser(), userId ?? null, 'address'] as const,
  socialMedias: (userId: string | null | undefined) =>
    [...profileKeys.currentUser(), userId ?? null, 'socialMedias'] as const,
};

export function useProfileSettings() {
  return useQuery({
    queryKey: profileKeys.settings(),
    queryFn: async () => (await execute(ProfileSettingsDocument)).me,
  });
}

export function usePasskeyList() {
  return useQuery({
    queryKey: profileKeys.passkeys(),
    queryFn: async () => (await execute(PasskeyListDocument)).passkeyCredentials,
  });
}

export const addressQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: profileKeys.address(userId),
    queryFn: async () => (await execute(MyAddressDocument)).me,
  });

/** The signed-in user's postal address and country. */
export function useMyAddress() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...addressQueryOptions(authInfo?.userId), enabled: isSignedIn });
}

export const socialMediasQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: profileKeys.socialMedias(userId),
    queryFn: async () => (await execute(MySocialMediasDocument)).me.socialMedias,
  });

/** The signed-in user's social accounts (one per provider). */
export function useMySocialMedias() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...socialMediasQueryOptions(authInfo?.userId), enabled: isSignedIn });
}
