import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from './client';
import { maintenanceRuns } from './maintenance.tables';

/**
 * Runs `work` once per database: skipped when a run of that name is recorded, recorded after it succeeds (a
 * failed run is tried again at the next start). Call it under `Database.exclusively` so servers started
 * together do not run it twice. Answers what `work` answered, or undefined when it had already run.
 */
export async function runOnce<T>(
  db: Db,
  name: string,
  clock: Clock,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const [done] = await db.select().from(maintenanceRuns).where(eq(maintenanceRuns.name, name));
  if (done) return undefined;
  const result = await work();
  await db.insert(maintenanceRuns).values({ name, ranAt: clock.now() }).onConflictDoNothing();
  return result;
}
