import { safeWebLink } from "@shared/domain/web-links";
import {
  STOCK_PHOTO_COUNTS,
  STOCK_PHOTO_ORIENTATIONS,
  STOCK_PHOTO_PROVIDER_SITES,
  STOCK_PHOTO_QUERY_LABELS,
  STOCK_PHOTO_QUERY_TYPES,
  type StockPhotoCredit,
  type StockPhotoOrientation,
  type StockPhotoQuery,
  type StockPhotoQueryType,
  type StockPhotoSource,
  stockPhotoQuerySchema,
} from "@shared/schemas/stock-photo";
import type { z } from "zod";

/** The form checks everything but the user, which comes from the session. */
export const stockPhotoFormSchema = stockPhotoQuerySchema.omit({ userId: true });
export type StockPhotoFormIn = z.input<typeof stockPhotoFormSchema>;
export type StockPhotoFormOut = z.output<typeof stockPhotoFormSchema>;

/** Spec "Global constants": count 4 and landscape by default; the first query type is preselected. */
export const STOCK_PHOTO_DEFAULTS = {
  queryType: "subscription_gift_boxes",
  count: "4",
  orientation: "landscape",
} as const satisfies StockPhotoFormIn;

/** Placeholder tiles while a search runs (spec: 4, whatever the count). */
export const SEARCHING_PLACEHOLDERS = 4;

export const STOCK_PHOTO_AUTH_MESSAGE = "Authentication required: Please log in to search for stock photos.";
export const STOCK_PHOTO_LIBRARY_CAPTION = "From the Forget Me Not image library";

const ORIENTATION_LABELS: Record<StockPhotoOrientation, string> = {
  landscape: "Landscape",
  portrait: "Portrait",
  square: "Square",
};

export const QUERY_TYPE_OPTIONS = STOCK_PHOTO_QUERY_TYPES.map((value) => ({
  value,
  label: STOCK_PHOTO_QUERY_LABELS[value],
}));
export const COUNT_OPTIONS = STOCK_PHOTO_COUNTS.map((n) => ({ value: String(n), label: `${n} photos` }));
export const ORIENTATION_OPTIONS = STOCK_PHOTO_ORIENTATIONS.map((value) => ({
  value,
  label: ORIENTATION_LABELS[value],
}));

/** Tile shape per orientation (Tailwind aspect classes), for placeholders and results alike. */
export const ORIENTATION_ASPECT: Record<StockPhotoOrientation, string> = {
  landscape: "aspect-[4/3]",
  portrait: "aspect-[3/4]",
  square: "aspect-square",
};

/** The request body of POST /api/stock-photo-queries. */
export function toStockPhotoRequest(values: StockPhotoFormOut, userId: number): StockPhotoQuery {
  return { queryType: values.queryType, count: values.count, orientation: values.orientation, userId };
}

/** "Flower arrangements photo 2 of 6" */
export function stockPhotoAlt(queryType: StockPhotoQueryType, index: number, total: number): string {
  return `${STOCK_PHOTO_QUERY_LABELS[queryType]} photo ${index + 1} of ${total}`;
}

export type StockPhotoState = "idle" | "searching" | "results" | "empty" | "failed";

/** The tool's state from its search's status (TanStack Query's mutation status) and the photos found. */
export function stockPhotoState(status: "idle" | "pending" | "success" | "error", found: number): StockPhotoState {
  if (status === "pending") return "searching";
  if (status === "error") return "failed";
  if (status === "success") return found > 0 ? "results" : "empty";
  return "idle";
}

/** What the results region announces to screen readers for each state. */
export function stockPhotoStatus(state: StockPhotoState, found = 0): string {
  switch (state) {
    case "searching":
      return "Searching the image library…";
    case "results":
      return found === 1 ? "1 photo found." : `${found} photos found.`;
    case "empty":
      return "No photos found.";
    default:
      // idle says nothing; a failure is announced by its toast.
      return "";
  }
}

/** Said under the results when fewer photos were found for the theme than were asked for. */
export function stockPhotoShortfall(
  found: number,
  requested: number,
  source: StockPhotoSource = "library",
): string | null {
  if (found >= requested) return null;
  if (source === "library")
    return `You asked for ${requested}; our library has ${found} for this theme, so here they all are.`;
  return `You asked for ${requested}; ${STOCK_PHOTO_PROVIDER_SITES[source].label} found ${found} for this theme.`;
}

/** The spec's success toast after a search that found photos; none for an empty one (the page says so). */
export function stockPhotoFoundMessage(found: number): string | null {
  if (found <= 0) return null;
  return found === 1 ? "Found 1 image matching your query" : `Found ${found} images matching your query`;
}

/** The line under the results: whose photos they are. */
export function stockPhotoCaption(source: StockPhotoSource): string {
  return source === "library" ? STOCK_PHOTO_LIBRARY_CAPTION : `Photos from ${STOCK_PHOTO_PROVIDER_SITES[source].label}`;
}

/**
 * An image address the page may load: only the shop's own origin (a path, not "//host"), so no
 * answer can make the page load from another host (PRODUCT.md "Experience"); anything else is null.
 */
export function sameOriginImageUrl(url: string): string | null {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : null;
}

export interface CreditLine {
  photographer: string;
  photographerUrl: string | null;
  provider: string;
  /** The photo's page on the provider, else the provider's home page. */
  providerUrl: string;
}

/** "Photo by X on Unsplash", as both providers' terms ask: the photographer and the provider, linked. */
export function stockPhotoCredit(source: StockPhotoSource, credit: StockPhotoCredit | undefined): CreditLine | null {
  if (source === "library" || !credit) return null;
  const site = STOCK_PHOTO_PROVIDER_SITES[source];
  return {
    photographer: credit.photographer,
    photographerUrl: safeWebLink(credit.photographerUrl),
    provider: site.label,
    providerUrl: safeWebLink(credit.photoUrl) ?? site.url,
  };
}

/** A provider photo's own description when it has one; otherwise the theme and place. */
export function stockPhotoAltFor(
  queryType: StockPhotoQueryType,
  index: number,
  total: number,
  credit: StockPhotoCredit | undefined,
): string {
  return credit?.description?.trim() || stockPhotoAlt(queryType, index, total);
}

/** The "Search failed" toast's text when the server gives no reason, and when it could not be reached. */
export const SEARCH_FAILED_MESSAGE = "Something went wrong. Please try again.";
export const SEARCH_OFFLINE_MESSAGE = "We couldn't reach the image library. Check your connection and try again.";
