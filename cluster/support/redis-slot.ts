import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";
/** The app names every key it writes with this prefix (src/server/integrations/redis/redis-client.ts). */
const APP_PREFIX = "fmn:";
const LEASE_KEY = "fmn-fleet:lease";
const LEASE_MS = 30 * 60_000;
/** Logical databases a fleet may take: the high ones, leaving 0 (everyone's default) and the low ones alone. */
const SLOTS = [15, 14, 13, 12, 11, 10, 9, 8];

export interface RedisSlot {
  /** REDIS_URL for the instances: the server with this slot's database index. */
  url: string;
  index: number;
  /** A client on the slot's database, without the app's prefix (tests read the app's keys through it). */
  client: Redis;
  /** Deletes the app's keys in this slot (counters, rate limits), and nothing else. */
  flush(): Promise<void>;
  /** Flushes, then gives the slot back. */
  release(): Promise<void>;
}

/**
 * A Redis logical database of this fleet's own, so that fleets run at the same time (tests, the fault
 * suite, the load bench) never share a rate-limit counter. A slot is taken with a lease key (SET NX,
 * renewed while held, expiring if the holder dies) and only when it holds none of the app's keys from
 * someone else.
 */
export async function claimRedisSlot(baseUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL): Promise<RedisSlot> {
  const token = `${process.pid}-${randomBytes(6).toString("hex")}`;
  for (const index of SLOTS) {
    const client = new Redis(baseUrl, { db: index, connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(
        `Redis is not reachable at ${baseUrl} (${(error as Error).message}): the cluster tests need one (set REDIS_URL)`,
      );
    }
    const leased = await client.set(LEASE_KEY, token, "PX", LEASE_MS, "NX");
    const [, foreign] = leased ? await client.scan("0", "MATCH", `${APP_PREFIX}*`, "COUNT", 1000) : ["0", []];
    if (leased && foreign.length === 0) return slot(client, baseUrl, index, token);
    if (leased) await client.del(LEASE_KEY);
    client.disconnect();
  }
  throw new Error(`no free Redis database among ${SLOTS.join(", ")} at ${baseUrl}: other fleets hold them all`);
}

function slot(client: Redis, baseUrl: string, index: number, token: string): RedisSlot {
  const url = new URL(baseUrl);
  url.pathname = `/${index}`;
  const renew = setInterval(() => void client.pexpire(LEASE_KEY, LEASE_MS).catch(() => {}), 60_000);
  renew.unref();
  const flush = async () => {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${APP_PREFIX}*`, "COUNT", 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  };
  return {
    url: url.toString(),
    index,
    client,
    flush,
    async release() {
      clearInterval(renew);
      try {
        await flush();
        if ((await client.get(LEASE_KEY)) === token) await client.del(LEASE_KEY);
      } finally {
        client.disconnect();
      }
    },
  };
}
