import { AUTH_API_PATHS } from '@repclub/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/features/auth/api/keys';

/** The social sign-in providers the web has buttons for. */
export type SocialProvider = 'google' | 'facebook' | 'apple';

const KNOWN: readonly string[] = ['google', 'facebook', 'apple'];

/** GET /api/auth/social-providers: the providers set up on the server (the server may know more, e.g. Amazon). */
export async function fetchSocialProviders(): Promise<SocialProvider[]> {
  const { providers } = await apiRequest<{ providers: string[] }>(AUTH_API_PATHS.socialProviders, {
    method: 'GET',
  });
  return providers.filter((p): p is SocialProvider => KNOWN.includes(p));
}

/**
 * The configured providers; none while loading or when the call fails, so a button never opens a popup onto
 * a provider that is not set up (issue 11 item 15).
 */
export function useSocialProviders(): SocialProvider[] {
  const query = useQuery({
    queryKey: authKeys.socialProviders(),
    queryFn: fetchSocialProviders,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
}
