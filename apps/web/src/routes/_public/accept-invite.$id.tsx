import { useDocumentTitle } from '@mantine/hooks';
import { isEventInviteId, ROUTE_QUERY, routes } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { protectedRedirect } from '@/features/auth/guards';
import { getSession } from '@/lib/session';
import { AcceptInviteView } from '@/features/invites/accept-invite-view';
import { EventInviteAcceptView } from '@/features/event-invites/event-invite-accept-view';

type AcceptInviteSearch = { email?: string };

/**
 * /accept-invite/{id} (accounts §2.3): visitors go to sign-up with the invite id (and the invited email),
 * and signing up accepts the invite; a signed-in user sees who invited them and accepts
 * (docs/decisions/022-user-invites.md).
 */
export const Route = createFileRoute('/_public/accept-invite/$id')({
  validateSearch: (search: Record<string, unknown>): AcceptInviteSearch => {
    const email = search[ROUTE_QUERY.email];
    return typeof email === 'string' && email ? { email } : {};
  },
  beforeLoad: ({ location, params, search }) => {
    const session = getSession();
    if (!session.isSignedIn && !session.requiresOtp) {
      throw redirect({ href: routes.signUp({ email: search.email, inviteId: params.id }), replace: true });
    }
    const to = protectedRedirect(session, location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: AcceptInvitePage,
});

function AcceptInvitePage() {
  useDocumentTitle('Invitation | RepClub');
  const { id } = Route.useParams();
  // Event invitations (ei_…) and invite links (el_…) have their own view (decision 076).
  return isEventInviteId(id) ? <EventInviteAcceptView inviteId={id} /> : <AcceptInviteView inviteId={id} />;
}
