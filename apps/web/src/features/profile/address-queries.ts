import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyAddressQuery, UpdateAddressInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const MyAddressDocument = graphql(`
  query MyAddress {
    me {
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
  }
`);

export const UpdateAddressDocument = graphql(`
  mutation UpdateAddress($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
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
  }
`);

export type MyAddress = MyAddressQuery['me'];

const addressQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: ['users', 'me', userId ?? null, 'address'] as const,
    queryFn: async () => (await execute(MyAddressDocument)).me,
  });

/** The signed-in user's postal address and country. */
export function useMyAddress() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...addressQueryOptions(authInfo?.userId), enabled: isSignedIn });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateAddressInput) =>
      (await execute(UpdateAddressDocument, { input })).updateAddress,
    onSuccess: (user) => {
      queryClient.setQueryData(addressQueryOptions(authInfo?.userId).queryKey, user);
      void queryClient.invalidateQueries({
        queryKey: ['users', 'me', authInfo?.userId ?? null],
        exact: true,
      });
    },
  });
}
