import { createFileRoute } from '@tanstack/react-router';
import { InvitesPage } from '@/features/invites/invites-page';

/** /profile/invites: the user's invites (accounts §2.1, §3 userInvitesRemaining, §5 invite dialog). */
export const Route = createFileRoute('/_app/profile/invites')({
  component: InvitesPage,
});
