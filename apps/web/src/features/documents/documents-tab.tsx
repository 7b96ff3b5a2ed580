import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { DISPLAY_DATE_TIME_FORMAT, MESSAGES } from '@repclub/shared';
import { IconFileText, IconSignature } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DocumentModal } from '@/ui/document-modal';
import { type DocumentNode, useMyDocuments } from '@/features/documents/api/queries';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadMoreButton } from '@/ui/load-state';

export const DOCUMENTS_TAB_TEXT = {
  loading: 'Loading documents',
  retry: 'Try again',
  view: 'View',
  kinds: { RECEIPT: 'Receipt', WAIVER: 'Signed waiver' } as Record<string, string>,
  signedOn: (date: string) => `Signed ${date}`,
  receivedOn: (date: string) => `Received ${date}`,
} as const;

const dated = (doc: DocumentNode) =>
  doc.signedAt
    ? DOCUMENTS_TAB_TEXT.signedOn(dayjs(doc.signedAt).format(DISPLAY_DATE_TIME_FORMAT))
    : DOCUMENTS_TAB_TEXT.receivedOn(dayjs(doc.createdAt).format(DISPLAY_DATE_TIME_FORMAT));

/**
 * The profile's Documents tab (accounts §2.2, domain §9): the documents the user received (receipts) or signed
 * (waivers), newest first; each opens in the PDF viewer.
 */
export function DocumentsTab() {
  const documents = useMyDocuments();
  const [open, setOpen] = useState<{ title: string; url: string } | null>(null);

  if (documents.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="img" aria-label={DOCUMENTS_TAB_TEXT.loading} />
      </Center>
    );
  }
  if (documents.isError) {
    return (
      <AppAlert type="danger">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(documents.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void documents.refetch()}>
            {DOCUMENTS_TAB_TEXT.retry}
          </Button>
        </Stack>
      </AppAlert>
    );
  }
  const items = documents.data.pages.flatMap((page) => page.nodes);
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MESSAGES.noDataFound}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((doc) => (
          <Paper
            key={doc.documentId}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="document-item"
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  {doc.kind === 'WAIVER' ? <IconSignature size={20} /> : <IconFileText size={20} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {doc.title}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {DOCUMENTS_TAB_TEXT.kinds[doc.kind] ?? doc.kind} · {dated(doc)}
                  </Text>
                </div>
              </Group>
              <Button
                variant="light"
                size="xs"
                style={{ flexShrink: 0 }}
                aria-label={`${DOCUMENTS_TAB_TEXT.view}: ${doc.title}`}
                onClick={() => setOpen({ title: doc.title, url: doc.url })}
              >
                {DOCUMENTS_TAB_TEXT.view}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <LoadMoreButton query={documents} />
      <DocumentModal document={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
