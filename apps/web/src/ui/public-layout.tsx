import { ActionIcon, Anchor, Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { LABELS, ROUTES } from '@repclub/shared';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { usePathLinkProps } from '@/ui/path-link';
import classes from '@/ui/public-layout.module.css';

type SocialLink = {
  label: string;
  href: string;
  icon: ComponentType<{ size?: number | string; stroke?: number | string }>;
};

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Instagram', href: 'https://instagram.com/repclub', icon: IconBrandInstagram },
  { label: 'Facebook', href: 'https://facebook.com/repclub', icon: IconBrandFacebook },
  { label: 'X (Twitter)', href: 'https://x.com/repclub', icon: IconBrandX },
  { label: 'TikTok', href: 'https://tiktok.com/@repclub', icon: IconBrandTiktok },
  { label: 'YouTube', href: 'https://youtube.com/@repclub', icon: IconBrandYoutube },
];

function Wordmark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Anchor
      component={Link}
      to={ROUTES.root}
      underline="never"
      className={classes.wordmark}
      data-inverted={inverted || undefined}
      aria-label="RepClub home"
    >
      RepClub
    </Anchor>
  );
}

function HeaderActions() {
  const { isSignedIn } = useSession();
  const homeLink = usePathLinkProps(ROUTES.home);
  const signInLink = usePathLinkProps(ROUTES.auth.login);
  const joinLink = usePathLinkProps(ROUTES.auth.signUp);

  if (isSignedIn) {
    return (
      <Button {...homeLink} className={classes.headerButton}>
        {LABELS.goToHome}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button {...signInLink} variant="default" className={classes.headerButton}>
        {LABELS.signIn}
      </Button>
      <Button {...joinLink} className={classes.headerButton}>
        {LABELS.joinNow}
      </Button>
    </Group>
  );
}

function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.footerTop}>
          <Stack gap={4} className={classes.footerBrand}>
            <Wordmark inverted />
            <Text size="sm" className={classes.footerMuted}>
              Events, rep clubs and rewards in one place.
            </Text>
          </Stack>
          <Group gap="xs" component="ul" className={classes.socialList} aria-label="RepClub on social media">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <ActionIcon
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={label}
                  size="lg"
                  radius="xl"
                  variant="subtle"
                  className={classes.socialLink}
                >
                  <Icon size={20} stroke={1.75} />
                </ActionIcon>
              </li>
            ))}
          </Group>
        </div>
        <Divider className={classes.footerDivider} />
        <div className={classes.footerBottom}>
          <Text size="sm" className={classes.footerMuted}>
            © {year} RepClub
          </Text>
          <Group component="nav" gap="lg" aria-label="Legal">
            <Anchor component={Link} to={ROUTES.termsOfService} size="sm" className={classes.footerLink}>
              Terms of Service
            </Anchor>
            <Anchor component={Link} to={ROUTES.privacyPolicy} size="sm" className={classes.footerLink}>
              Privacy Policy
            </Anchor>
          </Group>
        </div>
      </div>
    </Box>
  );
}

/** The Public layout (accounts spec §2.4): header with sign-in actions, page content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <div className={`${classes.inner} ${classes.headerInner}`}>
          <Wordmark />
          <HeaderActions />
        </div>
      </Box>
      <Box component="main" className={classes.main}>
        <div className={classes.inner}>{children}</div>
      </Box>
      <PublicFooter />
    </div>
  );
}
