import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeDeletedAccountsJob, PURGE_INTERVAL_MS } from '../../modules/account/purge-deleted-accounts.job';
import { startScheduler } from './scheduler';

const log = () => ({ error: vi.fn(), info: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startScheduler', () => {
  it('runs each job at start and then every interval, until stopped', async () => {
    const run = vi.fn(async () => {});
    const scheduler = startScheduler([{ name: 'job', intervalMs: 1_000, run }], log());
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('logs a failing run and keeps the schedule', async () => {
    const logger = log();
    const run = vi.fn(async () => {
      throw new Error('database down');
    });
    const scheduler = startScheduler([{ name: 'flaky', intervalMs: 1_000, run }], logger);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[0]?.[0]).toMatchObject({ job: 'flaky', err: expect.any(Error) });
    await scheduler.stop();
  });

  it('does not start a run while the previous one is still going, and stop waits for it', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = startScheduler([{ name: 'slow', intervalMs: 1_000, run }], log());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('does not keep the process alive', async () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const scheduler = startScheduler([{ name: 'job', intervalMs: 1_000, run: async () => {} }], log());
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await scheduler.stop();
  });
});

describe('purgeDeletedAccountsJob', () => {
  it('runs the purge hourly and logs what it purged', async () => {
    const logger = log();
    const purgeExpiredAccounts = vi
      .fn()
      .mockResolvedValueOnce({ purged: 2 })
      .mockResolvedValue({ purged: 0 });
    const job = purgeDeletedAccountsJob({ purgeExpiredAccounts }, logger);
    expect(job.intervalMs).toBe(PURGE_INTERVAL_MS);
    expect(PURGE_INTERVAL_MS).toBe(60 * 60 * 1000);
    await job.run();
    await job.run();
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith({ purged: 2 }, 'purged deleted accounts');
  });
});
