import { z } from "zod";
import { safeWebLink } from "../../../../shared/domain/web-links";
import type { StockPhotoOrientation } from "../../../../shared/schemas/stock-photo";
import {
  apiUrl,
  DEFAULT_SEARCH_TIMEOUT_MS,
  isAllowedImageUrl,
  originsOf,
  type ProviderPhoto,
  type StockPhotoProvider,
  type StockPhotoProviderOptions,
  tokenKeyFor,
} from "./stock-photo-provider";
import { fetchProviderJson } from "./upstream-fetch";

export const UNSPLASH_API = "https://api.unsplash.com";
export const UNSPLASH_IMAGE_ORIGINS = ["https://images.unsplash.com"];

const ORIENTATION: Record<StockPhotoOrientation, string> = {
  landscape: "landscape",
  portrait: "portrait",
  square: "squarish",
};

/** The fields used from one result of GET /search/photos; a result without them is skipped. */
const photoSchema = z.object({
  alt_description: z.string().nullish(),
  description: z.string().nullish(),
  urls: z.object({ regular: z.string().optional(), small: z.string().optional() }),
  links: z.object({ html: z.string().optional() }),
  user: z.object({ name: z.string().min(1), links: z.object({ html: z.string().optional() }).optional() }),
});
const searchSchema = z.object({ results: z.array(z.unknown()) });

/** Unsplash's guidelines ask for these on every link back to Unsplash. */
function withReferral(url: string | null): string | null {
  if (!url) return null;
  const linked = new URL(url);
  linked.searchParams.set("utm_source", "forget_me_not");
  linked.searchParams.set("utm_medium", "referral");
  return linked.toString();
}

function toPhoto(item: unknown, imageOrigins: readonly string[]): ProviderPhoto | null {
  const parsed = photoSchema.safeParse(item);
  if (!parsed.success) return null;
  const photo = parsed.data;
  const imageUrl = photo.urls.regular ?? photo.urls.small;
  if (!imageUrl || !isAllowedImageUrl(imageUrl, imageOrigins)) return null;
  return {
    imageUrl,
    credit: {
      photographer: photo.user.name,
      photographerUrl: withReferral(safeWebLink(photo.user.links?.html)),
      photoUrl: withReferral(safeWebLink(photo.links.html)),
      description: photo.alt_description || photo.description || null,
    },
  };
}

/** Unsplash's photo search (https://unsplash.com/documentation#search-photos), with its strictest content filter. */
export function unsplashProvider(options: StockPhotoProviderOptions): StockPhotoProvider {
  const base = options.apiBase ?? UNSPLASH_API;
  const imageOrigins = originsOf(options.imageOrigins ?? UNSPLASH_IMAGE_ORIGINS);
  return {
    name: "unsplash",
    imageOrigins,
    tokenKey: tokenKeyFor("unsplash", options.key),
    async search(words, count, orientation) {
      const url = apiUrl(base, "/search/photos", {
        query: words,
        per_page: count,
        orientation: ORIENTATION[orientation],
        content_filter: "high",
      });
      const answer = await fetchProviderJson(
        "Unsplash",
        url,
        { authorization: `Client-ID ${options.key}`, "accept-version": "v1" },
        searchSchema,
        options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS,
      );
      return answer.results
        .map((item) => toPhoto(item, imageOrigins))
        .filter((photo) => photo !== null)
        .slice(0, count);
    },
  };
}
