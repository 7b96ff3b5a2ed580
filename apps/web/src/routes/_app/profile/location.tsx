import { createFileRoute } from '@tanstack/react-router';
import { LocationPage } from '@/features/users/location-page';

/** /profile/location: the user's address and country (accounts §2.1). */
export const Route = createFileRoute('/_app/profile/location')({
  component: LocationPage,
});
