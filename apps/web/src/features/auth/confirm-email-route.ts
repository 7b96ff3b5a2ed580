import { ROUTES } from '@repclub/shared';
import { redirect } from '@tanstack/react-router';

export type ConfirmEmailSearch = { token?: string };

/** Keeps the `token` query of the confirm-email pages. */
export function validateConfirmEmailSearch(search: Record<string, unknown>): ConfirmEmailSearch {
  const token = search.token;
  return typeof token === 'string' && token.trim() ? { token: token.trim() } : {};
}

/** A confirm-email link without its token is not a page (accounts §2.3, §8: missing link parameters → /404). */
export function requireConfirmEmailToken({ search }: { search: ConfirmEmailSearch }) {
  if (!search.token) throw redirect({ href: ROUTES.notFound, replace: true });
}
