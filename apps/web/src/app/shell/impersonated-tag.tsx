import { Badge, Group, Text } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME, LABELS } from '@repclub/shared';
import { IconSpy } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { useCurrentUser } from '@/lib/current-user';
import classes from './main-shell.module.css';

/** Shown in the header while an admin acts as another user (accounts §2.4, §4.4). */
export function ImpersonatedTag() {
  const { isImpersonating, authInfo } = useSession();
  const me = useCurrentUser();
  if (!isImpersonating) return null;
  const user = me.data;
  const name = user?.name || DEFAULT_DISPLAY_NAME;
  const detail = user?.emailAddress ?? user?.userName ?? authInfo?.email ?? authInfo?.userId ?? '';
  return (
    <Group
      gap={6}
      wrap="nowrap"
      className={classes.impersonated}
      role="status"
      data-testid="impersonated-tag"
    >
      <Badge
        color="orange"
        variant="filled"
        leftSection={<IconSpy size={14} aria-hidden />}
        radius="sm"
        className={classes.impersonatedBadge}
      >
        {LABELS.impersonated}
      </Badge>
      <Text size="xs" fw={600} c="gray.8" truncate className={classes.impersonatedText}>
        {name}
        {detail ? ` · ${detail}` : ''}
      </Text>
    </Group>
  );
}
