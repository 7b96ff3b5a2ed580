import { Badge, Box, Group, Skeleton, Stack, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import classes from '@/features/legal/legal-document-page.module.css';
import { useLegalDocument, useTermsAndPrivacy } from '@/features/legal/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { AppAlert } from '@/ui/app-alert';

export type LegalDocumentKind = 'terms' | 'privacy';

const documentTitles: Record<LegalDocumentKind, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

function LegalDocumentSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading document">
      <Skeleton height={22} width="45%" radius="sm" />
      {[100, 96, 98, 90, 94, 70].map((width, index) => (
        <Skeleton key={index} height={12} width={`${width}%`} radius="sm" />
      ))}
      <Skeleton height={22} width="35%" radius="sm" mt="md" />
      {[98, 92, 95, 60].map((width, index) => (
        <Skeleton key={index} height={12} width={`${width}%`} radius="sm" />
      ))}
    </Stack>
  );
}

/** `/terms-of-service` and `/privacy-policy`: the HTML document the server points to, sanitised. */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const title = documentTitles[kind];
  useDocumentTitle(`${title} | RepClub`);

  const terms = useTermsAndPrivacy();
  const url = kind === 'terms' ? terms.data?.termsAndConditionsUrl : terms.data?.privacyPolicyUrl;
  const legalDocument = useLegalDocument(url);
  const html = legalDocument.data;
  const safeHtml = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);

  const error = terms.error ?? legalDocument.error;
  const isLoading = !error && (terms.isPending || legalDocument.isPending);

  const isReady = !error && !isLoading;
  // The served documents start with their own <h1>; the page shows its own only when they do not.
  const documentHasHeading = /<h1[\s>]/i.test(safeHtml);

  return (
    <Box component="article" className={classes.article}>
      {isReady && documentHasHeading ? null : (
        <Group justify="space-between" align="baseline" gap="xs" mb="lg">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {terms.data ? (
            <Badge variant="light" radius="sm">
              Version {terms.data.version}
            </Badge>
          ) : null}
        </Group>
      )}
      {error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null}
      {isLoading ? <LegalDocumentSkeleton /> : null}
      {isReady ? (
        <Typography className={classes.body}>
          <div dangerouslySetInnerHTML={{ __html: safeHtml }} />
        </Typography>
      ) : null}
    </Box>
  );
}
