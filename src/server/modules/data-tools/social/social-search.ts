import type { SocialDataRequest, SocialDataResult, SocialPlatform } from "../../../../shared/schemas/data-tools";
import { searchBluesky } from "./bluesky-adapter";
import { searchMastodon } from "./mastodon-adapter";
import { searchReddit } from "./reddit-adapter";
import type { SocialAdapter } from "./social-post";

/** Base URLs of the platforms' public APIs: fixed configuration, never staff input. */
export type SocialEndpoints = Record<SocialPlatform, string>;

export const DEFAULT_SOCIAL_ENDPOINTS: SocialEndpoints = {
  mastodon: "https://mastodon.social",
  bluesky: "https://public.api.bsky.app",
  reddit: "https://www.reddit.com",
};

/** A whole search (Mastodon's two pages included) gives up after this long. */
export const SOCIAL_TIMEOUT_MS = 10_000;

export interface SocialSearchOptions {
  /** Tests shorten the deadline to prove a platform that never answers. */
  timeoutMs?: number;
}

const ADAPTERS: Record<SocialPlatform, SocialAdapter> = {
  mastodon: searchMastodon,
  bluesky: searchBluesky,
  reddit: searchReddit,
};

/**
 * Searches public posts through each platform's no-account API. Failures are "Data Retrieval
 * Failed: <reason>" (502 UPSTREAM); nothing here logs the staff member's search.
 */
export function createSocialSearch(endpoints: Partial<SocialEndpoints> = {}, options: SocialSearchOptions = {}) {
  const timeoutMs = options.timeoutMs ?? SOCIAL_TIMEOUT_MS;
  return {
    async search(request: SocialDataRequest): Promise<SocialDataResult> {
      const base = endpoints[request.platform] ?? DEFAULT_SOCIAL_ENDPOINTS[request.platform];
      const posts = await ADAPTERS[request.platform](request.query, request.limit, {
        base,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const results = posts.slice(0, request.limit);
      return { platform: request.platform, query: request.query, count: results.length, results };
    },
  };
}
