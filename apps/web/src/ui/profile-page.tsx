import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { usePathLinkProps } from '@/ui/path-link';

export const PROFILE_PAGE_TEXT = {
  back: 'Back to profile',
} as const;

/** The widest a /profile/* sub-page grows. */
export const PROFILE_PAGE_MAX_WIDTH = 720;

export type ProfilePageProps = {
  /** The page's h1, also the document title ("<title> | RepClub"). */
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. "Add"). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The common frame of every /profile/* sub-page: a back link to /profile, the title (h1) with an
 * optional description and actions, then the page's sections stacked with consistent spacing.
 */
export function ProfilePage({ title, description, actions, children }: ProfilePageProps) {
  useDocumentTitle(`${title} | RepClub`);
  const backLink = usePathLinkProps(ROUTES.profile.index);
  return (
    <Stack gap="lg" maw={PROFILE_PAGE_MAX_WIDTH} w="100%" mx="auto">
      <Stack gap={6}>
        <Anchor {...backLink} size="sm" fw={600} w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} stroke={2} aria-hidden />
            {PROFILE_PAGE_TEXT.back}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="gray.7" mt={4}>
                {description}
              </Text>
            ) : null}
          </Box>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}

export type ProfileSectionProps = {
  title: string;
  description?: ReactNode;
  /** Shown at the right of the section title (e.g. an "Add" button). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled card inside a ProfilePage; the title (h2) labels the section for assistive technology. */
export function ProfileSection({ title, description, actions, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Box style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="gray.7" mt={4}>
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Paper>
  );
}
