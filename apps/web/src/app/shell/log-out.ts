import { modals } from '@mantine/modals';
import { LABELS, MESSAGES, ROUTES } from '@repclub/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { authApi } from '@/lib/auth-api';
import { clearSession } from '@/lib/session';

/** Signs out: tells the server (a failure does not stop it), clears the session and goes to /auth/login. */
export async function logOut(router: AnyRouter, queryClient: QueryClient) {
  try {
    await authApi.signOut();
  } catch {
    // The local session is cleared whatever the server says.
  }
  clearSession();
  queryClient.clear();
  await router.navigate({ href: ROUTES.auth.login, replace: true });
}

/** Log Out asks first (accounts §2.4): 'Are you sure you want to log out?' with Yes and Cancel. */
export function confirmLogOut(onConfirm: () => void) {
  modals.openConfirmModal({
    title: LABELS.logOut,
    children: MESSAGES.logOutConfirm,
    labels: { confirm: LABELS.yes, cancel: LABELS.cancel },
    centered: true,
    onConfirm,
  });
}
