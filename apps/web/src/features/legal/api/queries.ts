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

/** The legal documents' query keys. */
export const legalKeys = {
  all: ['legal'] as const,
  termsAndPrivacy: () => [...legalKeys.all, 'terms-and-privacy'] as const,
  document: (url: string | undefined) => [...legalKeys.all, 'document', url] as const,
};

export const termsAndPrivacyQueryOptions = () =>
  queryOptions({
    queryKey: legalKeys.termsAndPrivacy(),
    queryFn: async () => (await execute(TermsAndPrivacyQuery)).termsAndPrivacy,
  });

/** The current terms version and where the terms and privacy documents are served. */
export function useTermsAndPrivacy() {
  return useQuery(termsAndPrivacyQueryOptions());
}

export const legalDocumentQueryOptions = (url: string | undefined) =>
  queryOptions({
    queryKey: legalKeys.document(url),
    queryFn: ({ signal }) => fetchText(url ?? '', { signal }),
    enabled: Boolean(url),
  });

/** The raw HTML of a legal document, fetched with a plain GET once its address is known. */
export function useLegalDocument(url: string | undefined) {
  return useQuery(legalDocumentQueryOptions(url));
}
