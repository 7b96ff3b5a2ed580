import { createFileRoute } from '@tanstack/react-router';
import { MyPointsPage } from '@/features/points/my-points-page';

/** /rep-points/my-points (accounts §2.1, tab your-rep-points): the viewer's points per club. */
export const Route = createFileRoute('/_app/rep-points/my-points')({
  component: MyPointsPage,
});
