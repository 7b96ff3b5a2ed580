import { createFileRoute } from '@tanstack/react-router';
import { CreateClubWizard } from '@/features/clubs/create-club-wizard';

/** /my/rep-clubs/create (accounts §2.1, §2.2): the rep club wizard. */
export const Route = createFileRoute('/_app/my/rep-clubs/create')({
  component: CreateClubWizard,
});
