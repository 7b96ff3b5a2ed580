import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { EMAIL_SUBSCRIPTION_LABELS, isEmailSubscription } from '@repclub/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useUnsubscribeMutation } from '@/features/notifications/api/unsubscribe';
import { ApiError } from '@/lib/api-client';
import { AppAlert } from '@/ui/app-alert';

export const UNSUBSCRIBE_TEXT = {
  title: 'Email preferences',
  working: 'Unsubscribing…',
  noToken:
    'This page needs the unsubscribe link from one of our emails. You can also choose which emails RepClub sends you in your notification settings.',
  undo: 'Subscribe again',
  redo: 'Unsubscribe',
  noLonger: (description: string) => `You will no longer get these emails: ${description}`,
  transactional:
    'Emails about your account, tickets and payments, such as sign-in codes, receipts and approvals, are always sent because you need them to use RepClub.',
  retry: 'Try again',
} as const;

/**
 * /unsubscribe?token=… (accounts §2.1, docs/decisions/078): the link of a non-transactional e-mail. Opening it
 * is the one click: the subscription is turned off at once, without signing in, and the page offers to turn it
 * on again. `settingsAction` leads to the notification settings (composed by the route).
 */
export function UnsubscribeView({ token, settingsAction }: { token?: string; settingsAction: ReactNode }) {
  const change = useUnsubscribeMutation();
  const started = useRef(false);
  const { mutate } = change;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate({ token, subscribed: false });
  }, [token, mutate]);

  const result = change.data;
  const description =
    result && isEmailSubscription(result.subscription)
      ? EMAIL_SUBSCRIPTION_LABELS[result.subscription].description
      : null;

  return (
    <Box maw={640} mx="auto" py={{ base: 'lg', sm: 48 }} px={{ base: 'md', sm: 0 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {UNSUBSCRIBE_TEXT.title}
        </Title>
        {!token ? (
          <AppAlert type="info">{UNSUBSCRIBE_TEXT.noToken}</AppAlert>
        ) : change.isPending ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" color="#3D1277" />
            <Text>{UNSUBSCRIBE_TEXT.working}</Text>
          </Group>
        ) : change.isError ? (
          <Stack gap="sm">
            <AppAlert type="danger">{change.error.message}</AppAlert>
            {/* A refused link stays refused; a network or server failure may pass. */}
            {change.variables &&
              !(
                change.error instanceof ApiError &&
                change.error.status < 500 &&
                change.error.status >= 400
              ) && (
                <Box>
                  <Button variant="light" onClick={() => mutate(change.variables)}>
                    {UNSUBSCRIBE_TEXT.retry}
                  </Button>
                </Box>
              )}
          </Stack>
        ) : result ? (
          <Stack gap="sm">
            <AppAlert type="success" title={null}>
              {result.message}
            </AppAlert>
            {!result.subscribed && description && <Text>{UNSUBSCRIBE_TEXT.noLonger(description)}</Text>}
            <Box>
              <Button
                variant="light"
                color="#3D1277"
                onClick={() => mutate({ token, subscribed: !result.subscribed })}
              >
                {result.subscribed ? UNSUBSCRIBE_TEXT.redo : UNSUBSCRIBE_TEXT.undo}
              </Button>
            </Box>
          </Stack>
        ) : null}
        <Text c="gray.8">{UNSUBSCRIBE_TEXT.transactional}</Text>
        <Box>{settingsAction}</Box>
      </Stack>
    </Box>
  );
}
