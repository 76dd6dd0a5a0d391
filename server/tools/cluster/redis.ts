import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = 'redis://127.0.0.1:6379';

/** The machine's Redis, with a key prefix of this cluster's own, or null when it does not answer. */
export async function redisIfAnswering(): Promise<{ url: string; prefix: string } | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return { url: REDIS_URL, prefix: `sakan-cluster-${randomBytes(4).toString('hex')}:` };
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** The cluster's rate-limit counters expire by themselves; deleting them leaves the shared Redis as found. */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
