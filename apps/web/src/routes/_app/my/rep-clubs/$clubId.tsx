import { createFileRoute } from '@tanstack/react-router';
import { ClubAdminLayout } from '@/features/clubs/club-admin-layout';

/** /my/rep-clubs/{clubId}/… (accounts §2.1, §2.2): the brand admin, its tabs as links around the tab's page. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId')({
  component: ClubAdminRoute,
});

function ClubAdminRoute() {
  const { clubId } = Route.useParams();
  return <ClubAdminLayout key={clubId} clubId={clubId} />;
}
