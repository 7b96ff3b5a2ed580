import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * Props for a Mantine `component="a"` element that navigates inside the app to a path given as a
 * plain string, for routes that other parts of the app own (e.g. `/auth/login`): a real `href` for
 * new tabs and crawlers, and client-side navigation on a plain left click. Typed routes should use
 * TanStack Router's `Link` instead.
 */
export function usePathLinkProps(path: string) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };
  return { component: 'a' as const, href: path, onClick: handleClick };
}
