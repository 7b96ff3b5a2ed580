import { createFileRoute } from '@tanstack/react-router';
import { SelectedClub } from '@/features/clubs/selected-club';
import { OfferWizardPage } from '@/features/offers/wizard/offer-wizard-page';

/** /rep-club/offers/create (accounts §2.1): the offer wizard for the selected club (the first managed one). */
export const Route = createFileRoute('/_app/rep-club/offers/create')({
  component: () => (
    <SelectedClub>{(clubId) => <OfferWizardPage clubId={clubId} preset={null} />}</SelectedClub>
  ),
});
