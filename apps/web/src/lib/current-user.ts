import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserKeys } from './query-keys';
import { useSession } from './session';

export { currentUserKeys } from './query-keys';
import { graphql } from '@/gql/gql';
import type { CurrentUserQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      userId
      userName
      name
      firstName
      lastName
      emailAddress
      verifiedEmailAddress
      phoneNumber
      gender
      dateOfBirth
      avatarUrl
      bio
      isVerified
      tier
      isComplete
      isDeleted
      isPhoneNumberVerified
      agreeToTermsAndConditions
      acceptedTermsVersion
    }
  }
`);

export type CurrentUser = CurrentUserQuery['me'];

/** Keyed by the signed-in user's id, so another sign-in never sees the previous user's answer. */
export const currentUserQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: currentUserKeys.of(userId),
    queryFn: async () => (await execute(CurrentUserDocument)).me,
  });

/** The signed-in user (`me`); not fetched while signed out. */
export function useCurrentUser() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({
    ...currentUserQueryOptions(authInfo?.userId),
    enabled: isSignedIn,
  });
}
