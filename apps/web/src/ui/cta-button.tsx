import { Button, type ButtonProps } from '@mantine/core';
import { useRouteExists } from '@/lib/route-exists';
import { ComingSoonBadge } from '@/ui/coming-soon';
import { usePathLinkProps } from '@/ui/path-link';

type CtaButtonProps = ButtonProps & { to: string; children: string };

/** A call to action: a link when its page exists, else a disabled button tagged 'Coming soon'. */
export function CtaButton({ to, children, ...buttonProps }: CtaButtonProps) {
  const exists = useRouteExists();
  const linkProps = usePathLinkProps(to);
  if (!exists(to)) {
    return (
      <Button {...buttonProps} disabled rightSection={<ComingSoonBadge />}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...buttonProps} {...linkProps}>
      {children}
    </Button>
  );
}
