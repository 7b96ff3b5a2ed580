import { createFileRoute } from '@tanstack/react-router';
import { ProfileBadges } from '@/features/achievements/profile-badges';
import { DocumentsTab } from '@/features/documents/documents-tab';
import { PaymentsTab } from '@/features/payments/payments-tab';
import { PayoutsTab } from '@/features/payments/payouts-tab';
import { ProfileIndexPage } from '@/features/users/profile-index-page';
import { validateProfileSearch } from '@/features/users/profile-search';
import { useViewerId } from '@/lib/session';

/**
 * /profile: the header card, the member's badges and the account | payments | payouts | documents tabs (accounts
 * §2.1, §2.2); `?achievement={id}` (the ReceiveAchievement notification, §3) opens that badge.
 */
export const Route = createFileRoute('/_app/profile/')({
  validateSearch: validateProfileSearch,
  component: ProfileIndexRoute,
});

function ProfileIndexRoute() {
  // Parent routes pass the raw query on, so an unknown `tab` can still be here: check it again.
  const { tab = 'account', achievement } = validateProfileSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const viewerId = useViewerId();
  return (
    <ProfileIndexPage
      tab={tab}
      badges={
        <ProfileBadges
          userId={viewerId}
          openId={achievement}
          onOpen={(next) =>
            void navigate({ search: (previous) => ({ ...previous, achievement: next ?? undefined }) })
          }
        />
      }
      panels={{ payments: <PaymentsTab />, payouts: <PayoutsTab />, documents: <DocumentsTab /> }}
      onTabChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, tab: next === 'account' ? undefined : next }) })
      }
    />
  );
}
