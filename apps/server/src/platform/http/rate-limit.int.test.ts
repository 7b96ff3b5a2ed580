import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

// Redis is part of the runtime (REDIS_URL); CI and the development machines run it on the default port.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits in Redis', () => {
  const first = createRateLimiter(redisUrl);
  const second = createRateLimiter(redisUrl);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('are shared by every server process', async () => {
    expect(await first.ready()).toBe(true);
    expect(await second.ready()).toBe(true);
    const rule = { name: `test-${randomBytes(4).toString('hex')}`, points: 3, durationSeconds: 60 };
    await first.consume(rule, 'client-1');
    await second.consume(rule, 'client-1');
    await first.consume(rule, 'client-1');
    await expect(second.consume(rule, 'client-1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(first.consume(rule, 'client-2')).resolves.toBeUndefined();
    await second.reset(rule, 'client-1');
    await expect(first.consume(rule, 'client-1')).resolves.toBeUndefined();
  });

  it('can be switched off for benchmarks', async () => {
    const off = createRateLimiter(undefined, false);
    const rule = { name: 'off', points: 1, durationSeconds: 60 };
    for (let i = 0; i < 5; i++) await off.consume(rule, 'k');
    await off.close();
  });
});
