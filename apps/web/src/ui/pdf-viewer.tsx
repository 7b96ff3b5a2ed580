import { Anchor, Box, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { MESSAGES, PDF_VIEWER_DEFAULT_WIDTH } from '@repclub/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getSession } from '@/lib/session';
import { refreshSession } from '@/lib/graphql-client';

const PdfPages = lazy(() => import('./pdf-pages'));

export const PDF_VIEWER_TEXT = {
  openInNewTab: 'Open in new tab',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/**
 * Our own documents (/api/...) need the bearer token; media (a waiver's stored PDF, kept as an /api/media/ path since
 * docs/decisions/109) and other files are public and fetched as they are.
 */
const needsToken = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/media/');

async function fetchPdf(url: string): Promise<Uint8Array> {
  const request = () =>
    fetch(url, {
      headers: needsToken(url) && getSession().token ? { Authorization: `Bearer ${getSession().token}` } : {},
    });
  let response = await request();
  if (response.status === 401 && needsToken(url) && (await refreshSession())) response = await request();
  if (!response.ok) throw new Error(`the PDF answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export type PdfViewerProps = {
  /** The PDF's address; nothing → 'No PDF file specified.'. */
  file: string | null | undefined;
  /** The document's name, for the scroll area's label. */
  title?: string;
  /** Height of the scroll area (the pages scroll vertically inside it). */
  height?: number | string;
};

function Message({ children, loading = false }: { children: string; loading?: boolean }) {
  return (
    <Center mih={160} p="md">
      <Group gap="xs" role={loading ? 'status' : 'alert'}>
        {loading ? <Loader size="sm" aria-hidden /> : null}
        <Text c={loading ? 'dimmed' : 'red.8'}>{children}</Text>
      </Group>
    </Center>
  );
}

/**
 * The read-only PDF viewer (domain §9): pages 600 px wide (narrower on a small screen), scrolled vertically,
 * with a link opening the file in a new tab once it has loaded, and the spec's three messages.
 */
export function PdfViewer({ file, ...props }: PdfViewerProps) {
  if (!file) return <Message>{MESSAGES.pdfNotSpecified}</Message>;
  // A new file starts afresh (its own load state).
  return <FileViewer key={file} file={file} {...props} />;
}

function FileViewer({ file, title, height = '70vh' }: Omit<PdfViewerProps, 'file'> & { file: string }) {
  const { ref, width: boxWidth } = useElementSize();
  const [state, setState] = useState<'rendering' | 'ready' | 'failed'>('rendering');
  const bytes = useQuery({
    queryKey: ['pdf', file] as const,
    queryFn: () => fetchPdf(file),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const pdfFile = useMemo(() => (bytes.data ? { data: bytes.data } : null), [bytes.data]);
  // The new-tab link points at the bytes already loaded (a blob: address): our documents need the token.
  const blobUrl = useMemo(
    () =>
      bytes.data && needsToken(file)
        ? URL.createObjectURL(new Blob([bytes.data.slice()], { type: 'application/pdf' }))
        : null,
    [bytes.data, file],
  );
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  const objectUrl = needsToken(file) ? blobUrl : file;

  if (bytes.isError || state === 'failed') return <Message>{MESSAGES.pdfLoadFailed}</Message>;

  const pageWidth = Math.max(
    200,
    Math.min(PDF_VIEWER_DEFAULT_WIDTH, Math.floor(boxWidth || PDF_VIEWER_DEFAULT_WIDTH)),
  );
  const loading = <Message loading>{MESSAGES.pdfLoading}</Message>;
  return (
    <Stack gap="xs">
      <Box
        ref={ref}
        h={height}
        style={{ overflowY: 'auto', overflowX: 'hidden' }}
        bg="gray.1"
        p={{ base: 4, sm: 'sm' }}
        tabIndex={0}
        aria-label={title ?? undefined}
        data-testid="pdf-scroll"
      >
        {!pdfFile ? (
          loading
        ) : (
          <Center style={{ flexDirection: 'column', alignItems: 'center' }}>
            <Suspense fallback={loading}>
              <PdfPages
                file={pdfFile}
                width={pageWidth}
                pageLabel={PDF_VIEWER_TEXT.page}
                onLoadSuccess={() => setState('ready')}
                onLoadError={() => setState('failed')}
              />
            </Suspense>
          </Center>
        )}
      </Box>
      {state === 'ready' && objectUrl ? (
        <Anchor href={objectUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600} w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            {PDF_VIEWER_TEXT.openInNewTab}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}
