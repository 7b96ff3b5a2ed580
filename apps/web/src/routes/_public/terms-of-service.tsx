import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '@/features/legal/legal-document-page';

export const Route = createFileRoute('/_public/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalDocumentPage kind="terms" />;
}
