import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AccountAction } from '@/features/auth/account-action';
import { UnsubscribeView } from '@/features/notifications/unsubscribe-view';

type UnsubscribeSearch = { token?: string };

/**
 * /unsubscribe?token= (accounts §2.1): the page a non-transactional e-mail's unsubscribe link opens. It turns
 * that e-mail's subscription off at once, without signing in (docs/decisions/078), and leads to the
 * notification settings.
 */
export const Route = createFileRoute('/_public/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: UnsubscribePage,
});

function UnsubscribePage() {
  useDocumentTitle('Email preferences | RepClub');
  const { token } = Route.useSearch();
  return (
    <UnsubscribeView
      {...(token ? { token } : {})}
      settingsAction={
        <AccountAction
          to={ROUTES.profile.notifications}
          signedInLabel="Open notification settings"
          visitorLabel="Log in to manage your emails"
        />
      }
    />
  );
}
