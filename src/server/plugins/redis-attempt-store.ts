import type { Redis } from "ioredis";
import type { AttemptStore } from "./attempt-store";

/** One round trip: count the attempt, open the window on the first one, and say how long it has left. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** One attempt fewer, if the window is still open (DECR keeps the key's expiry). */
const TAKE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

type WithIncrement = Redis & {
  attemptIncrement(key: string, windowMs: number): Promise<[number, number]>;
  attemptTakeBack(key: string): Promise<number>;
};

/**
 * Attempt counters shared by every instance through Redis. When Redis cannot answer, the attempt is
 * let through (counted as none) and the error reported: an outage must not lock every customer out
 * of signing in, and the per-request argon2 cost still slows guessing meanwhile.
 */
export function redisAttemptStore(redis: Redis, onError: (error: unknown) => void): AttemptStore {
  if (!("attemptIncrement" in redis)) redis.defineCommand("attemptIncrement", { numberOfKeys: 1, lua: INCREMENT });
  if (!("attemptTakeBack" in redis)) redis.defineCommand("attemptTakeBack", { numberOfKeys: 1, lua: TAKE_BACK });
  const client = redis as WithIncrement;
  return {
    async increment(key, windowMs) {
      try {
        const [count, msLeft] = await client.attemptIncrement(key, windowMs);
        return { count, msLeft };
      } catch (error) {
        onError(error);
        return { count: 0, msLeft: windowMs };
      }
    },
    async reset(key) {
      try {
        await client.del(key);
      } catch (error) {
        onError(error);
      }
    },
    async takeBack(key) {
      try {
        await client.attemptTakeBack(key);
      } catch (error) {
        onError(error);
      }
    },
  };
}
