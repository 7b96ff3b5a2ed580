import { createFileRoute } from '@tanstack/react-router';
import { ClubTeamPage } from '@/features/clubs/club-team-page';

/** /my/rep-clubs/{clubId}/team (accounts §2.1): the team tab. */
export const Route = createFileRoute('/_app/my/rep-clubs/$clubId/team')({
  component: ClubTeamRoute,
});

function ClubTeamRoute() {
  const { clubId } = Route.useParams();
  return <ClubTeamPage clubId={clubId} />;
}
