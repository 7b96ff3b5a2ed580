import { useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';

// The worker is set in the module that renders React-PDF (its README), and bundled by Vite from our own origin.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export type PdfPagesProps = {
  /** The PDF's bytes. */
  data: Uint8Array;
  /** Width of each page in CSS pixels. */
  width: number;
  /** Each page's accessible name ("Page 1 of 2"). */
  pageLabel: (page: number, pages: number) => string;
  onLoadSuccess: () => void;
  onLoadError: (error: Error) => void;
};

/**
 * The pages of a PDF, one under the other (React-PDF over pdf.js). Kept in its own module so pdf.js is a
 * chunk of its own, loaded when a PDF is first shown.
 */
export default function PdfPages({ data, width, pageLabel, onLoadSuccess, onLoadError }: PdfPagesProps) {
  const [pages, setPages] = useState(0);
  // pdf.js takes the buffer over (it moves it to its worker): hand it a copy, keep ours for the new-tab link.
  const file = useMemo(() => ({ data: data.slice() }), [data]);
  return (
    <Document
      file={file}
      loading={null}
      error={null}
      onLoadSuccess={(pdf) => {
        setPages(pdf.numPages);
        onLoadSuccess();
      }}
      onLoadError={onLoadError}
      onSourceError={onLoadError}
    >
      {Array.from({ length: pages }, (_, index) => (
        <div key={index} role="img" aria-label={pageLabel(index + 1, pages)} style={{ marginBottom: 12 }}>
          <Page pageNumber={index + 1} width={width} loading={null} renderAnnotationLayer renderTextLayer />
        </div>
      ))}
    </Document>
  );
}
