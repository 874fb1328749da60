import { LRUCache } from "lru-cache";
import type { ProxiedImage } from "./remote-image-proxy";

/**
 * Bounds of the re-encoded photos kept in memory. The tool can only show the photos of 48 searches
 * (4 themes × 4 counts × 3 shapes, nested: at most 144 different photos a provider), each a WebP
 * of tens to a few hundred KB, so 300 entries hold every photo of two providers and 48 MB caps the
 * memory whatever their size.
 */
export const PROXIED_IMAGE_CACHE = { maxEntries: 300, maxBytes: 48 * 1024 * 1024 };

/**
 * Re-encoded stock photos by provider and token (a token always names the same image), least
 * recently used dropped first. Concurrent asks for the same photo share one fetch and encode; a
 * failure is not kept, so the next ask tries again.
 *
 * Kept in memory, not in the database: a photo can be fetched and made again at any time, so it is
 * not worth a write to the shop's database (and, on PGlite, time on its one connection) or a table
 * to sweep; each instance keeping its own copy costs at most one fetch per instance, and browsers
 * keep each photo for a day anyway.
 */
export function createProxiedImageCache(
  load: (provider: string, token: string) => Promise<ProxiedImage>,
  limits: { maxEntries: number; maxBytes: number } = PROXIED_IMAGE_CACHE,
) {
  const cache = new LRUCache<string, ProxiedImage, { provider: string; token: string }>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (image) => Math.max(1, image.data.length),
    fetchMethod: (_key, _stale, { context }) => load(context.provider, context.token),
  });
  return async function cachedImage(provider: string, token: string): Promise<ProxiedImage> {
    // An image larger than the whole cache is answered but not kept.
    const image = await cache.fetch(`${provider}:${token}`, { context: { provider, token } });
    if (!image) throw new Error("The photo cache answered nothing");
    return image;
  };
}
