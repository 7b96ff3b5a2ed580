import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { fetchText } from '@/lib/http';

export const TermsAndPrivacyQuery = graphql(`
  query TermsAndPrivacy {
    termsAndPrivacy {
      version
      termsAndConditionsUrl
      privacyPolicyUrl
    }
  }
`);

export const termsAndPrivacyQueryOptions = () =>
  queryOptions({
    queryKey: ['legal', 'terms-and-privacy'],
    queryFn: async () => (await execute(TermsAndPrivacyQuery)).termsAndPrivacy,
  });

/** The current terms version and where the terms and privacy documents are served. */
export function useTermsAndPrivacy() {
  return useQuery(termsAndPrivacyQueryOptions());
}

export const legalDocumentQueryOptions = (url: string | undefined) =>
  queryOptions({
    queryKey: ['legal', 'document', url],
    queryFn: ({ signal }) => fetchText(url ?? '', { signal }),
    enabled: Boolean(url),
  });

/** The raw HTML of a legal document, fetched with a plain GET once its address is known. */
export function useLegalDocument(url: string | undefined) {
  return useQuery(legalDocumentQueryOptions(url));
}
