import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { ROUTES } from '@repclub/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from '@/ui/auth-layout.module.css';

/**
 * The Auth layout (accounts spec §2.4) for the /auth/* pages: the RepClub wordmark above a clean
 * centred card on a soft brand background, with the legal links underneath. Pages render their
 * own heading and form inside the card.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <Anchor
        component={Link}
        to={ROUTES.root}
        underline="never"
        className={classes.wordmark}
        aria-label="RepClub home"
      >
        RepClub
      </Anchor>
      <Box component="main" className={classes.main}>
        <Paper radius="lg" className={classes.card}>
          {children}
        </Paper>
      </Box>
      <Box component="footer" className={classes.footer}>
        <Group gap="md" justify="center" component="nav" aria-label="Legal">
          <Text size="xs" c="gray.7">
            © {year} RepClub
          </Text>
          <Anchor component={Link} to={ROUTES.termsOfService} size="xs" className={classes.footerLink}>
            Terms of Service
          </Anchor>
          <Anchor component={Link} to={ROUTES.privacyPolicy} size="xs" className={classes.footerLink}>
            Privacy Policy
          </Anchor>
        </Group>
      </Box>
    </div>
  );
}
