import { createFileRoute } from '@tanstack/react-router';
import { DocumentsTab } from '@/features/documents/documents-tab';
import { PaymentsTab } from '@/features/payments/payments-tab';
import { PayoutsTab } from '@/features/payments/payouts-tab';
import { ProfileIndexPage } from '@/features/users/profile-index-page';
import { validateProfileSearch } from '@/features/users/profile-search';

/** /profile: the header card and the account | payments | payouts | documents tabs (accounts §2.1, §2.2). */
export const Route = createFileRoute('/_app/profile/')({
  validateSearch: validateProfileSearch,
  component: ProfileIndexRoute,
});

function ProfileIndexRoute() {
  // Parent routes pass the raw query on, so an unknown `tab` can still be here: check it again.
  const { tab = 'account' } = validateProfileSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ProfileIndexPage
      tab={tab}
      panels={{ payments: <PaymentsTab />, payouts: <PayoutsTab />, documents: <DocumentsTab /> }}
      onTabChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, tab: next === 'account' ? undefined : next }) })
      }
    />
  );
}
