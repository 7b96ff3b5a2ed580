import type { FastifyBaseLogger } from 'fastify';

/** A job that runs in every server process; it must be safe to run from several at once. */
export type Job = { name: string; intervalMs: number; run: () => Promise<void> };

export type Scheduler = { stop: () => Promise<void> };

/**
 * A tiny in-process scheduler: each job runs once at start, then every `intervalMs` (timers `unref`ed, so
 * they never keep the process alive). A run still going when the next is due is not doubled. A failing
 * run is logged and the job runs again next time. `stop` clears the timers and waits for running jobs.
 */
export function startScheduler(jobs: Job[], log: Pick<FastifyBaseLogger, 'error' | 'info'>): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  function tick(job: Job) {
    if (stopped || running.has(job.name)) return;
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
  }

  for (const job of jobs) {
    tick(job);
    timers.push(setInterval(() => tick(job), job.intervalMs).unref());
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
