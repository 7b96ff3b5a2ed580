import { createFileRoute } from '@tanstack/react-router';
import { SocialMediaPage } from '@/features/users/social-media-page';

/** /profile/social: the user's social accounts (accounts §2.1, domain §4). */
export const Route = createFileRoute('/_app/profile/social')({
  component: SocialMediaPage,
});
