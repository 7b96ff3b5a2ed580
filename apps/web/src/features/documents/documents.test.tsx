import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentsTab } from '@/features/documents/documents-tab';
import { PdfViewer } from '@/ui/pdf-viewer';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

/** pdf.js does not run in jsdom: the pages module answers as React-PDF would, per the bytes it gets. */
vi.mock('@/ui/pdf-pages', () => ({
  default: ({
    file,
    onLoadSuccess,
    onLoadError,
  }: {
    file: { data: Uint8Array };
    onLoadSuccess: () => void;
    onLoadError: (e: Error) => void;
  }) => {
    const isPdf = String.fromCharCode(...file.data.slice(0, 5)) === '%PDF-';
    queueMicrotask(() => (isPdf ? onLoadSuccess() : onLoadError(new Error('Invalid PDF structure'))));
    return <div>pdf pages</div>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const PDF = new TextEncoder().encode('%PDF-1.7 …');

function stubFetch(answers: Record<string, Response | (() => Response)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    if (!answer) return new Response('', { status: 404 });
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PdfViewer', () => {
  it('says no file was given', () => {
    renderWithRouter(<PdfViewer file={null} />);
    return expect(screen.findByText('No PDF file specified.')).resolves.toBeInTheDocument();
  });

  it('shows Loading PDF… until the file is there, then the pages and a new-tab link', async () => {
    signInForTest();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(PDF, { status: 200 });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
    renderWithRouter(<PdfViewer file="/api/documents/d1/file" title="Receipt" />);
    expect(await screen.findByText('Loading PDF…')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('pdf pages')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Open in new tab/ })).toHaveAttribute('href', 'blob:doc');
  });

  it('says the file failed to load when it is missing or not a PDF', async () => {
    signInForTest();
    stubFetch({ '/api/documents/bad/file': () => new Response('not a pdf', { status: 200 }) });
    const view = renderWithRouter(<PdfViewer file="/api/documents/missing/file" />);
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
    view.unmount();
    renderWithRouter(<PdfViewer file="/api/documents/bad/file" />);
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
  });

  it('links a stored file (a waiver) directly, without the token', async () => {
    const fetchMock = stubFetch({ 'https://media.example/w.pdf': () => new Response(PDF, { status: 200 }) });
    renderWithRouter(<PdfViewer file="https://media.example/w.pdf" />);
    expect(await screen.findByRole('link', { name: /Open in new tab/ })).toHaveAttribute(
      'href',
      'https://media.example/w.pdf',
    );
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBeNull();
  });
});

describe('DocumentsTab', () => {
  it('shows the spec’s empty text', async () => {
    signInForTest();
    mockGraphQL({
      MyDocuments: () => ({ myDocuments: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } }),
    });
    renderWithRouter(<DocumentsTab />);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('lists receipts and signed waivers and opens one in the viewer', async () => {
    signInForTest();
    mockGraphQL({
      MyDocuments: () => ({
        myDocuments: {
          pageInfo: { hasNextPage: false, endCursor: null },
          nodes: [
            {
              documentId: 'w1',
              kind: 'WAIVER',
              title: 'Party waiver',
              url: 'https://media.example/w.pdf',
              transactionId: null,
              signedAt: '2026-03-05T17:04:00.000Z',
              createdAt: '2026-03-05T17:04:00.000Z',
            },
            {
              documentId: 'r1',
              kind: 'RECEIPT',
              title: 'Receipt — Party',
              url: '/api/documents/r1/file',
              transactionId: 't1',
              signedAt: null,
              createdAt: '2026-03-04T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithRouter(<DocumentsTab />);
    const items = await screen.findAllByTestId('document-item');
    expect(within(items[0]!).getByText(/Signed waiver · Signed Mar 5, 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Receipt · Received Mar 4, 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View: Party waiver' }));
    expect(await screen.findByRole('dialog', { name: 'Party waiver' })).toBeInTheDocument();
  });
});
