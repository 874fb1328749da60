import { Redis } from "ioredis";

/**
 * The shared store of several app instances (PRODUCT.md "Running on more than one machine"): rate
 * limits and sign-in failure counts. While Redis is unreachable a command fails at once instead of
 * waiting in a queue for the next reconnection (seconds apart), and a hung Redis answers within half
 * a second: the stores then let the request through, so an outage costs no time.
 */
export function redisClient(url: string, onError: (error: unknown) => void, keyPrefix = "fmn:"): Redis {
  const client = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    keyPrefix,
  });
  // Without a listener ioredis prints every failed reconnection; it is logged by kind instead.
  client.on("error", onError);
  return client;
}
