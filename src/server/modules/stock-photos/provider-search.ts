import type { StockPhotoQuery, StockPhotoResult } from "../../../shared/schemas/stock-photo";
import { AppError } from "../../lib/errors";
import { signPhotoToken } from "./photo-tokens";
import { SEARCH_WORDS, type StockPhotoProvider } from "./providers/stock-photo-provider";

export const STOCK_PHOTO_PROXY_ROUTE = "/api/stock-photo-proxy";
/**
 * A search's answer is kept this long: there are only 48 different searches (4 themes, 4 counts,
 * 3 shapes), so at most 48 calls an hour per instance reach a provider's hourly quota.
 */
export const SEARCH_CACHE_MS = 60 * 60 * 1000;

export interface ProviderSearchOptions {
  /** How long an answer is reused (0: never); SEARCH_CACHE_MS unless given. */
  cacheMs?: number;
  now?: () => number;
}

/** The shop's own address for a provider's image: the proxy route with a signed token. */
export const proxiedImageUrl = (provider: StockPhotoProvider, imageUrl: string) =>
  `${STOCK_PHOTO_PROXY_ROUTE}/${provider.name}?token=${signPhotoToken(provider.tokenKey, imageUrl)}`;

async function searchOne(provider: StockPhotoProvider, query: StockPhotoQuery): Promise<StockPhotoResult> {
  const photos = await provider.search(SEARCH_WORDS[query.queryType], query.count, query.orientation);
  return {
    source: provider.name,
    imageUrls: photos.map((photo) => proxiedImageUrl(provider, photo.imageUrl)),
    credits: photos.map((photo) => photo.credit),
  };
}

/**
 * Searches the configured providers in order: the first that answers (even with no photos) wins;
 * one that fails hands over to the next. When all fail, the "Search failed" message says why.
 */
export function createProviderSearch(providers: readonly StockPhotoProvider[], options: ProviderSearchOptions = {}) {
  const cacheMs = options.cacheMs ?? SEARCH_CACHE_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { until: number; answer: Promise<StockPhotoResult> }>();

  async function searchAll(query: StockPhotoQuery): Promise<StockPhotoResult> {
    const failures: AppError[] = [];
    for (const provider of providers) {
      try {
        return await searchOne(provider, query);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failures.push(error);
      }
    }
    throw failures.length === 1
      ? failures[0]!
      : new AppError("UPSTREAM", failures.map((failure) => failure.message).join(" "));
  }

  return function search(query: StockPhotoQuery): Promise<StockPhotoResult> {
    const key = `${query.queryType}/${query.count}/${query.orientation}`;
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.answer;
    const answer = searchAll(query);
    if (cacheMs > 0) {
      // Concurrent identical searches share one call; a failure is not kept.
      cache.set(key, { until: now() + cacheMs, answer });
      answer.catch(() => {
        if (cache.get(key)?.answer === answer) cache.delete(key);
      });
    }
    return answer;
  };
}
