import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PdfViewer } from './pdf-viewer';

export type DocumentModalProps = {
  /** The document shown; null closes the modal. */
  document: { title: string; url: string } | null;
  onClose: () => void;
};

/** A document in the PDF viewer, over the page (full screen on a phone). */
export function DocumentModal({ document, onClose }: DocumentModalProps) {
  const small = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document?.title}
      size={680}
      fullScreen={small}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {document ? (
        <PdfViewer
          file={document.url}
          title={document.title}
          height={small ? 'calc(100dvh - 140px)' : '70vh'}
        />
      ) : null}
    </Modal>
  );
}
