import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '@/features/legal/legal-document-page';

export const Route = createFileRoute('/_public/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalDocumentPage kind="privacy" />;
}
