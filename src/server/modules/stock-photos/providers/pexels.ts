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

export const PEXELS_API = "https://api.pexels.com";
export const PEXELS_IMAGE_ORIGINS = ["https://images.pexels.com"];

const ORIENTATION: Record<StockPhotoOrientation, string> = {
  landscape: "landscape",
  portrait: "portrait",
  square: "square",
};

/** The fields used from one photo of GET /v1/search; a photo without them is skipped. */
const photoSchema = z.object({
  alt: z.string().nullish(),
  url: z.string().optional(),
  photographer: z.string().min(1),
  photographer_url: z.string().nullish(),
  src: z.object({ large: z.string().optional(), medium: z.string().optional() }),
});
const searchSchema = z.object({ photos: z.array(z.unknown()) });

function toPhoto(item: unknown, imageOrigins: readonly string[]): ProviderPhoto | null {
  const parsed = photoSchema.safeParse(item);
  if (!parsed.success) return null;
  const photo = parsed.data;
  const imageUrl = photo.src.large ?? photo.src.medium;
  if (!imageUrl || !isAllowedImageUrl(imageUrl, imageOrigins)) return null;
  return {
    imageUrl,
    credit: {
      photographer: photo.photographer,
      photographerUrl: safeWebLink(photo.photographer_url),
      photoUrl: safeWebLink(photo.url),
      description: photo.alt || null,
    },
  };
}

/** Pexels' photo search (https://www.pexels.com/api/documentation/#photos-search). */
export function pexelsProvider(options: StockPhotoProviderOptions): StockPhotoProvider {
  const base = options.apiBase ?? PEXELS_API;
  const imageOrigins = originsOf(options.imageOrigins ?? PEXELS_IMAGE_ORIGINS);
  return {
    name: "pexels",
    imageOrigins,
    tokenKey: tokenKeyFor("pexels", options.key),
    async search(words, count, orientation) {
      const url = apiUrl(base, "/v1/search", { query: words, per_page: count, orientation: ORIENTATION[orientation] });
      const answer = await fetchProviderJson(
        "Pexels",
        url,
        { authorization: options.key },
        searchSchema,
        options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS,
      );
      return answer.photos
        .map((item) => toPhoto(item, imageOrigins))
        .filter((photo) => photo !== null)
        .slice(0, count);
    },
  };
}
