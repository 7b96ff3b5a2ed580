import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DomainError } from '../errors';

export type RateRule = { name: string; points: number; durationSeconds: number };

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Named rate limits (per IP, per account, per number) in Redis when REDIS_URL is set, so every server
 * process shares them, and in process memory otherwise. `consume` throws RATE_LIMITED (HTTP 429) with
 * the seconds to wait.
 */
export function createRateLimiter(redisUrl: string | undefined, enabled = true) {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', () => {
    // Reported by the failing consume; ioredis reconnects by itself.
  });
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(rule: RateRule): RateLimiterAbstract {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  return {
    /** Resolves once Redis is connected (or at once without Redis); false when it did not connect in time. */
    async ready(timeoutMs = 5000): Promise<boolean> {
      if (!redis || redis.status === 'ready') return true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async consume(rule: RateRule, key: string): Promise<void> {
      if (!enabled) return;
      try {
        await limiterFor(rule).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE, {
            retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
          });
        }
        throw err;
      }
    },
    /** Gives back one point `consume` took, for limits that count failures: the attempt turned out right. */
    async refund(rule: RateRule, key: string): Promise<void> {
      if (!enabled) return;
      await limiterFor(rule).reward(key, 1);
    },
    async reset(rule: RateRule, key: string): Promise<void> {
      await limiterFor(rule).delete(key);
    },
    async close(): Promise<void> {
      await redis?.quit().catch(() => undefined);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
