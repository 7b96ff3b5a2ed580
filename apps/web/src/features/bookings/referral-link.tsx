import { ActionIcon, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { useMyReferralCode } from '@/features/bookings/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/ui/toast';

export const REFERRAL_LINK_TEXT = {
  title: 'Your referral link',
  help: 'People who book through this link are counted as referred by you.',
  label: 'Referral link',
  copy: 'Copy referral link',
  copied: 'Referral link copied.',
  copyDenied: 'Your browser did not allow copying (NotAllowedError). Copy the link above yourself.',
  copyUnavailable: 'Copy the link above yourself.',
  loading: 'Loading your referral link',
} as const;

/** The event's public address carrying the viewer's referral code (decision 035). */
export const referralUrl = (slug: string, code: string) =>
  `${window.location.origin}${routes.event(slug)}?ref=${encodeURIComponent(code)}`;

/**
 * "Your referral link" on the event page, for team members holding CanShareEventLink: the event link with
 * `?ref=CODE`, and a copy button.
 */
export function ReferralLink({ slug }: { slug: string }) {
  const code = useMyReferralCode(true);
  const [copyFailed, setCopyFailed] = useState<'denied' | 'unavailable' | null>(null);
  const url = code.data ? referralUrl(slug, code.data) : '';
  const handleCopy = async () => {
    const result = await copyText(url);
    if (result === 'copied') {
      setCopyFailed(null);
      notifySuccess(REFERRAL_LINK_TEXT.copied);
    } else setCopyFailed(result);
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="referral-link-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="referral-link-title">
          {REFERRAL_LINK_TEXT.title}
        </Title>
        <Text size="sm" c="gray.7">
          {REFERRAL_LINK_TEXT.help}
        </Text>
        {code.isPending ? (
          <Skeleton height={36} role="status" aria-label={REFERRAL_LINK_TEXT.loading} />
        ) : code.isError ? (
          <Text size="sm" c="red.8">
            {getErrorMessage(code.error)}
          </Text>
        ) : (
          <TextInput
            aria-label={REFERRAL_LINK_TEXT.label}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <Tooltip label={REFERRAL_LINK_TEXT.copy}>
                <ActionIcon
                  variant="subtle"
                  aria-label={REFERRAL_LINK_TEXT.copy}
                  onClick={() => void handleCopy()}
                >
                  <IconCopy size={18} />
                </ActionIcon>
              </Tooltip>
            }
          />
        )}
        {copyFailed ? (
          <Text size="sm" c="gray.8">
            {copyFailed === 'denied' ? REFERRAL_LINK_TEXT.copyDenied : REFERRAL_LINK_TEXT.copyUnavailable}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
