import sharp from "sharp";

/**
 * How many images this process decodes or encodes at once (ADR 0011). Each holds tens of MB while
 * it works (up to 160 MB for a 40-megapixel picture turned upright), so a burst of uploads and stock
 * photos waits its turn instead of all running together: two keep both cores of a small server busy.
 */
export const IMAGE_WORK_SLOTS = 2;

// sharp's own settings, once for the process, before any image is read:
// - no operation cache: every image is new (an upload, or a stock photo the proxy keeps itself), so
//   libvips' cache of recent operations (50 MB by default) would only hold memory;
// - one libvips thread per image: with the slots above, at most two threads hold pixels at a time
//   (sharp already picks one on glibc without jemalloc; elsewhere it would pick one per core).
sharp.cache(false);
sharp.concurrency(1);

/** A counting semaphore: at most `limit` tasks run at once, the others wait in arrival order. */
export function createWorkSlots(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * Runs image work (a whole upload's decode and encodes, or one proxied photo) in one of the
 * process's slots. Inside, run one sharp operation at a time, so the slots bound the operations too.
 */
export const withImageSlot = createWorkSlots(IMAGE_WORK_SLOTS);
