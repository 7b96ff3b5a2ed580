import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { BREADCRUMB_SEPARATOR } from '@repclub/shared';
import { useRouter } from '@tanstack/react-router';
import { pageExists } from '@/lib/route-exists';
import { breadcrumbItems } from './breadcrumb';
import { useBreadcrumbLabels } from '@/lib/breadcrumb-labels';
import classes from './main-shell.module.css';
import { usePathLinkProps } from '@/ui/path-link';

function Crumb({ label, path, current }: { label: string; path: string; current: boolean }) {
  const router = useRouter();
  const linkProps = usePathLinkProps(path);
  if (current) {
    return (
      <Text component="span" fw={700} size="sm" aria-current="page" className={classes.crumbCurrent}>
        {label}
      </Text>
    );
  }
  if (!pageExists(router, path)) {
    return (
      <Text component="span" size="sm" c="gray.7">
        {label}
      </Text>
    );
  }
  return (
    // At least 24 px tall (WCAG 2.5.8 target size): long breadcrumbs wrap onto a second line.
    <Anchor
      {...linkProps}
      size="sm"
      c="gray.7"
      display="inline-flex"
      mih={24}
      style={{ alignItems: 'center' }}
    >
      {label}
    </Anchor>
  );
}

/** The header breadcrumb (accounts §2.4): the path split on '/', each part linking to its page when it has one. */
export function HeaderBreadcrumb({ pathname }: { pathname: string }) {
  useBreadcrumbLabels();
  const items = breadcrumbItems(pathname);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <Breadcrumbs
        separator={BREADCRUMB_SEPARATOR}
        separatorMargin={6}
        classNames={{ separator: classes.crumbSeparator }}
      >
        {items.map((item, index) => (
          <Crumb key={item.path} {...item} current={index === items.length - 1} />
        ))}
      </Breadcrumbs>
    </nav>
  );
}
