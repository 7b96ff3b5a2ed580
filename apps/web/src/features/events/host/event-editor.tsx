import { Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  EVENT_EDITOR_TAB_LABELS,
  EVENT_MESSAGES,
  type EventEditorTab,
  ROUTES,
  routes,
} from '@repclub/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { EventActions } from '@/features/events/host/event-actions';
import { EDITOR_TABS } from '@/features/events/host/editor-tabs';
import {
  eventFormResolver,
  type EventFormValues,
  eventToForm,
  emptyEventForm,
  tabForField,
  toEventInput,
} from '@/features/events/host/event-form';
import classes from '@/features/events/host/host.module.css';
import { InfoFields } from '@/features/events/host/info-tab';
import { useInvalidateEvents, useSaveEventMutation } from '@/features/events/api/host-mutations';
import { type EditorEvent, useEditorEvent } from '@/features/events/api/host-queries';
import { QuestionsTab } from '@/features/events/host/questions-tab';
import { SettingsFields } from '@/features/events/host/settings-tab';
import { StatusBadge } from '@/features/events/host/status-badge';
import { TicketsTab } from '@/features/events/host/tickets-tab';
import { getErrorMessage } from '@/lib/error-message';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, NotFoundState } from '@/ui/load-state';
import { notifySuccess } from '@/ui/toast';
import { usePathLinkProps } from '@/ui/path-link';

export const EDITOR_TEXT = {
  createTitle: 'Create event',
  loading: 'Loading the event',
  saveDraft: 'Save draft',
  saveChanges: 'Save changes',
  created: 'The event was saved as a draft. Add its ticket types next.',
  saved: 'The event was saved.',
  fixErrors: 'Some fields need attention.',
  saveFirst: 'Save the event as a draft first; then you can add ticket types, questions and see the preview.',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  myEvents: 'My events',
  forbidden: EVENT_MESSAGES.forbidden,
  cancelledNotice: 'This event is cancelled; it can no longer be edited.',
  previewNote: 'The event page as visitors see it (the team also sees private ticket types).',
} as const;

type EditorProps = {
  /** The event's id on /events/edit/{id}; none on /rep-club/events/create. */
  eventId?: string;
  tab: EventEditorTab;
  onTabChange: (tab: EventEditorTab) => void;
  /** The public event page shown on the preview tab, composed by the route (it holds the bookings panel). */
  renderPreview?: (eventId: string) => ReactNode;
  /** The rep-clubs tab (which clubs the event belongs to), composed by the route from the club pages. */
  renderRepClubs?: (eventId: string) => ReactNode;
};

function EditorLoading() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={EDITOR_TEXT.loading}>
      <Skeleton height={36} width="50%" />
      <Skeleton height={36} />
      <Skeleton height={240} />
    </Stack>
  );
}

function NotFound() {
  const link = usePathLinkProps(ROUTES.repClub.events);
  return (
    <NotFoundState
      title={EDITOR_TEXT.notFoundTitle}
      text={EDITOR_TEXT.notFoundText}
      action={<Button {...link}>{EDITOR_TEXT.myEvents}</Button>}
    />
  );
}

/** /rep-club/events/create?tab= and /events/edit/{id}?tab=: the event editor (domain §2, §5). */
export function EventEditor({ eventId, tab, onTabChange, renderPreview, renderRepClubs }: EditorProps) {
  const query = useEditorEvent(eventId);
  useBreadcrumbLabel(eventId, query.data?.displayName);
  useDocumentTitle(
    eventId ? `${query.data?.displayName ?? 'Edit event'} | RepClub` : `${EDITOR_TEXT.createTitle} | RepClub`,
  );
  if (!eventId)
    return (
      <EditorForm
        event={null}
        tab={tab}
        onTabChange={onTabChange}
        renderPreview={renderPreview}
        renderRepClubs={renderRepClubs}
      />
    );
  if (query.isPending) return <EditorLoading />;
  if (query.isError) {
    if (query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND') return <NotFound />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data.viewerPermissions.includes('CanEditEvent'))
    return <AppAlert type="danger">{EDITOR_TEXT.forbidden}</AppAlert>;
  return (
    <EditorForm
      key={query.data.eventId}
      event={query.data}
      tab={tab}
      onTabChange={onTabChange}
      renderPreview={renderPreview}
      renderRepClubs={renderRepClubs}
    />
  );
}

function EditorForm({
  event,
  tab,
  onTabChange,
  renderPreview,
  renderRepClubs,
}: {
  event: EditorEvent | null;
  tab: EventEditorTab;
  onTabChange: (tab: EventEditorTab) => void;
  renderPreview?: (eventId: string) => ReactNode;
  renderRepClubs?: (eventId: string) => ReactNode;
}) {
  const router = useRouter();
  const form = useForm<EventFormValues>({
    defaultValues: event ? eventToForm(event) : emptyEventForm(),
    resolver: eventFormResolver(event?.startDate),
  });
  // A new event's link follows its name until the host edits the link.
  const [slugEdited, setSlugEdited] = useState(Boolean(event));
  const [serverError, setServerError] = useState<string | null>(null);

  const refresh = useInvalidateEvents();

  // The hook reads every event query again before this `onSuccess` runs.
  const save = useSaveEventMutation<EventFormValues>(event?.eventId, toEventInput, {
    onSuccess: async (saved, values) => {
      form.reset(values);
      if (event) {
        notifySuccess(EDITOR_TEXT.saved);
        return;
      }
      notifySuccess(EDITOR_TEXT.created);
      await router.navigate({ href: `${routes.eventEdit(saved.eventId)}?tab=guest` });
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      if (message === EVENT_MESSAGES.slugTaken) {
        form.setError('slug', { message });
        onTabChange('info');
        return;
      }
      setServerError(message);
    },
  });

  const handleSubmit = form.handleSubmit(
    (values) => {
      setServerError(null);
      save.mutate(values);
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) onTabChange(tabForField(first));
      setServerError(EDITOR_TEXT.fixErrors);
    },
  );

  const saved = event !== null;
  const cancelled = event?.status === 'CANCELLED';
  const formTab = tab === 'info' || tab === 'settings';

  return (
    <FormProvider {...form}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {event ? event.displayName : EDITOR_TEXT.createTitle}
              </Title>
              {event ? (
                <StatusBadge status={event.status} isExpired={event.isExpired} />
              ) : (
                <Badge color="gray.7">Draft</Badge>
              )}
            </Group>
          </Stack>
          {event ? <EventActions event={event} onChanged={refresh} /> : null}
        </Group>
        {cancelled ? <AppAlert type="warning">{EDITOR_TEXT.cancelledNotice}</AppAlert> : null}
        <Tabs
          value={tab}
          onChange={(next) => next && onTabChange(next as EventEditorTab)}
          keepMounted={false}
        >
          <Tabs.List>
            {EDITOR_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {EVENT_EDITOR_TAB_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {serverError && formTab ? (
          <AppAlert type="danger" withCloseButton onClose={() => setServerError(null)}>
            {serverError}
          </AppAlert>
        ) : null}
        <form onSubmit={(e) => void handleSubmit(e)} noValidate hidden={!formTab}>
          <Stack gap="md">
            <div hidden={tab !== 'info'}>
              <InfoFields slugEdited={slugEdited} onSlugEdited={() => setSlugEdited(true)} />
            </div>
            <div hidden={tab !== 'settings'}>
              <SettingsFields />
            </div>
            <div className={classes.saveBar}>
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={save.isPending}
                  disabled={cancelled}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                >
                  {saved ? EDITOR_TEXT.saveChanges : EDITOR_TEXT.saveDraft}
                </Button>
              </Group>
            </div>
          </Stack>
        </form>
        {!formTab && !event ? <AppAlert type="info">{EDITOR_TEXT.saveFirst}</AppAlert> : null}
        {tab === 'guest' && event ? <TicketsTab event={event} onChanged={refresh} /> : null}
        {tab === 'questions' && event ? <QuestionsTab event={event} onChanged={refresh} /> : null}
        {tab === 'rep-clubs' && event ? renderRepClubs?.(event.eventId) : null}
        {tab === 'preview' && event ? (
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {EDITOR_TEXT.previewNote}
            </Text>
            <div className={classes.preview} inert>
              {renderPreview?.(event.eventId)}
            </div>
          </Stack>
        ) : null}
      </Stack>
    </FormProvider>
  );
}
