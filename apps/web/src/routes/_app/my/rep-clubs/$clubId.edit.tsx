import { createFileRoute } from '@tanstack/react-router';
import { ClubEditPage } from '@/features/clubs/club-edit-page';

/** /my/rep-clubs/{clubId}/edit (accounts §2.1): the Details tab. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/edit')({
  component: ClubEditRoute,
});

function ClubEditRoute() {
  const { clubId } = Route.useParams();
  return <ClubEditPage clubId={clubId} />;
}
