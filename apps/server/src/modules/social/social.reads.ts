import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { socialAccounts } from './social.tables';

/**
 * What other modules read of the social sign-in links, on the caller's executor (docs/decisions/121): the
 * providers whose account the user proved by signing in through it (OAuth), e.g. a social-action offer (133).
 */
export async function verifiedSocialProvidersOf(ex: Executor, userId: string): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  return rows.map((r) => r.provider);
}
