import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';

// The worker is set in the module that renders React-PDF (its README), and bundled by Vite from our own origin.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export type PdfPagesProps = {
  /**
   * The PDF's bytes, in an object made once by a mounted parent: React-PDF suspends while it loads and caches
   * by this object, so a new object on every render would start the load again and never finish.
   */
  file: { data: Uint8Array };
  /** Width of each page in CSS pixels. */
  width: number;
  /** Each page's accessible name ("Page 1 of 2"). */
  pageLabel: (page: number, pages: number) => string;
  onLoadSuccess: () => void;
  onLoadError: (error: Error) => void;
};

/**
 * The pages of a PDF, one under the other (React-PDF over pdf.js). Kept in its own module so pdf.js is a
 * chunk of its own, loaded when a PDF is first shown. It suspends while loading (the caller's Suspense shows
 * the loading message); React-PDF copies the bytes it hands to its worker.
 */
export default function PdfPages({ file, width, pageLabel, onLoadSuccess, onLoadError }: PdfPagesProps) {
  const [pages, setPages] = useState(0);
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
