import { createFileRoute } from '@tanstack/react-router';
import { SelectedClubPointsPage } from '@/features/points/club-points-page';

/** /rep-club/rep-points (accounts §2.1): the rep-points tab of the selected club (the first managed). */
export const Route = createFileRoute('/_app/rep-club/rep-points')({
  component: SelectedClubPointsPage,
});
