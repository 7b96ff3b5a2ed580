import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EVENT_INVITE_MESSAGES } from '@repclub/shared';
import { IconCopy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';
import { useCreateEventInviteLinkMutation } from './api/mutations';
import { type Contact, useEventInvitations, useInviteEvent } from './api/queries';
import { ContactsSection } from './contacts-section';
import { InviteForm } from './invite-form';
import { INVITE_PAGE_TEXT } from './invite-page-text';

export { INVITE_PAGE_TEXT } from './invite-page-text';
import { InviteesSection } from './invitees-section';

/**
 * /rep-club/events/{id}/invite: the host's contacts (with groups, add, edit, delete, import), inviting selected
 * contacts or e-mail addresses with an optional gift or private ticket and a message (its draft kept in local
 * storage), the invitees with their badges, the unique invitee count and the invite link (decision 076).
 */
export function EventInvitePage({ slugOrId }: { slugOrId: string }) {
  const event = useInviteEvent(slugOrId);
  const { authInfo } = useSession();
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  useDocumentTitle(`${event.data?.displayName ? `Invite · ${event.data.displayName}` : 'Invite'} | RepClub`);
  const permissions = event.data?.viewerPermissions ?? [];
  const mayInvite = permissions.includes('CanAddGuest') || permissions.includes('CanSharePrivateTicket');
  const invitations = useEventInvitations(event.data?.eventId, mayInvite);
  const link = useCreateEventInviteLinkMutation(event.data?.eventId ?? '');
  const [selected, setSelected] = useState<Map<string, Contact>>(new Map());
  const invitedEmails = useMemo(
    () =>
      (invitations.data?.pages.flatMap((p) => p.eventInvitations.nodes) ?? []).flatMap((i) =>
        i.emailAddress
          ? [{ email: i.emailAddress, message: EVENT_INVITE_MESSAGES.alreadyInvited(i.emailAddress) }]
          : [],
      ),
    [invitations.data],
  );

  if (event.isPending) return <LoadingState label={INVITE_PAGE_TEXT.loading} />;
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND')
      return <AppAlert type="warning">{INVITE_PAGE_TEXT.notFound}</AppAlert>;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  if (!event.data) return <AppAlert type="warning">{INVITE_PAGE_TEXT.notFound}</AppAlert>;
  if (!mayInvite) return <AppAlert type="warning">{INVITE_PAGE_TEXT.notAllowed}</AppAlert>;
  const data = event.data;
  const count = invitations.data?.pages[0]?.uniqueInviteeCount;

  const copyLink = async () => {
    try {
      const url = await link.mutateAsync(false);
      const copied = await copyText(url);
      if (copied === 'copied') notifySuccess(INVITE_PAGE_TEXT.linkCopied);
      else notifyError(INVITE_PAGE_TEXT.linkNotCopied);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {INVITE_PAGE_TEXT.title(data.displayName)}
        </Title>
        <Group gap="sm" justify="space-between">
          <Text c="gray.7" size="sm" aria-live="polite">
            {count === undefined ? '…' : INVITE_PAGE_TEXT.inviteeCount(count)}
          </Text>
          {permissions.includes('CanShareEventLink') ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              loading={link.isPending}
              onClick={() => void copyLink()}
            >
              {INVITE_PAGE_TEXT.copyLink}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <InviteForm
        event={data}
        selected={[...selected.values()]}
        excluded={[...(authInfo?.email ? [authInfo.email] : []), ...invitedEmails]}
        onSent={() => setSelected(new Map())}
      />
      <ContactsSection
        eventId={data.eventId}
        selected={selected}
        onToggle={(contact) =>
          setSelected((current) => {
            const next = new Map(current);
            if (next.has(contact.contactId)) next.delete(contact.contactId);
            else next.set(contact.contactId, contact);
            return next;
          })
        }
      />
      <InviteesSection eventId={data.eventId} query={invitations} />
    </Stack>
  );
}
