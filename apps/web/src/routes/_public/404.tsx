import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/_public/404')({
  component: NotFoundPage,
});

function NotFoundPage() {
  useDocumentTitle('Page not found | RepClub');
  return (
    <Stack align="center" justify="center" gap="md" ta="center" py={{ base: 48, sm: 96 }} mih="50dvh">
      <Text
        component="p"
        fw={900}
        lh={1}
        c="brand.6"
        fz={{ base: 96, sm: 160 }}
        style={{ letterSpacing: '-0.04em' }}
        aria-hidden="true"
      >
        404
      </Text>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        Page not found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to={ROUTES.root} size="md" leftSection={<IconArrowLeft size={18} />} mt="sm">
        Back to home
      </Button>
    </Stack>
  );
}
