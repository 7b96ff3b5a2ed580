import { Button } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconUserCheck } from '@tabler/icons-react';
import { useApprovalEvent } from '@/features/bookings/api/queries';
import { approvalScopeOf } from './approval-scope';
import { usePathLinkProps } from '@/ui/path-link';

export const MANAGE_ATTENDEES = 'Manage Attendees';

/** The event id of /rep-club/events/{id} (not /create, not a sub-page), else null. */
export function hostEventIdOf(pathname: string): string | null {
  const match = /^\/rep-club\/events\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === 'create') return null;
  return decodeURIComponent(match[1]);
}

function ManageAttendeesLink({ slugOrId }: { slugOrId: string }) {
  const event = useApprovalEvent(slugOrId);
  const link = usePathLinkProps(routes.repClubEventApproval(event.data?.eventId ?? slugOrId));
  if (!approvalScopeOf(event.data?.viewerPermissions ?? []).scope) return null;
  // A smaller button on phones, where the header has little room; it keeps its label (issue 13).
  return (
    <>
      <Button
        {...link}
        visibleFrom="sm"
        size="sm"
        radius="xl"
        variant="light"
        leftSection={<IconUserCheck size={16} aria-hidden />}
      >
        {MANAGE_ATTENDEES}
      </Button>
      <Button
        {...link}
        hiddenFrom="sm"
        size="compact-sm"
        radius="xl"
        variant="light"
        leftSection={<IconUserCheck size={14} aria-hidden />}
      >
        {MANAGE_ATTENDEES}
      </Button>
    </>
  );
}

/**
 * The main shell's Manage Attendees button (accounts §2.4): on /rep-club/events/{id}, for a viewer holding
 * CanApproveMyAttendee (a promoter: their own attendees, decision 035) or CanApproveAttendee on that event; it
 * links to the attendee page (/approval, decision 072).
 */
export function ManageAttendeesButton({ pathname }: { pathname: string }) {
  const slugOrId = hostEventIdOf(pathname);
  return slugOrId ? <ManageAttendeesLink slugOrId={slugOrId} /> : null;
}
