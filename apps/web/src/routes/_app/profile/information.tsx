import { createFileRoute } from '@tanstack/react-router';
import { InformationPage } from '@/features/users/information-page';

/** /profile/information: photo, name, username, bio (accounts §2.1, §2.4). */
export const Route = createFileRoute('/_app/profile/information')({
  component: InformationPage,
});
