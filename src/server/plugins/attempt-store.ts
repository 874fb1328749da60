/**
 * Counters that expire: how many attempts a key has made in its current window. In memory for one
 * instance; PRODUCT.md asks for a shared store (Redis, when REDIS_URL is set) once several
 * instances serve the shop, which is another implementation of this interface.
 */
export interface AttemptStore {
  /** Counts one attempt (opening a window when none is open): the count so far, and milliseconds until the window ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
  /** Takes back one attempt that turned out not to count (a correct sign-in), leaving the window as it is. */
  takeBack(key: string): Promise<void>;
}

/** Above this many keys, expired ones are swept before a new one is added, so memory stays bounded by live windows. */
const SWEEP_ABOVE = 10_000;

export function memoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    async increment(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= SWEEP_ABOVE) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, msLeft: window.resetAt - at };
    },
    async reset(key) {
      windows.delete(key);
    },
    async takeBack(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count--;
    },
  };
}
