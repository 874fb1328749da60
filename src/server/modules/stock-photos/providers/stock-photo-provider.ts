import { hkdfSync } from "node:crypto";
import type {
  StockPhotoCredit,
  StockPhotoOrientation,
  StockPhotoProviderName,
  StockPhotoQueryType,
} from "../../../../shared/schemas/stock-photo";

/** What a provider is asked for each query type. */
export const SEARCH_WORDS: Record<StockPhotoQueryType, string> = {
  subscription_gift_boxes: "gift box",
  flower_arrangements: "flower arrangement",
  gift_delivery: "gift delivery",
  surprise_presents: "wrapped present",
};

export const DEFAULT_SEARCH_TIMEOUT_MS = 8_000;

/** One photo a provider found: where its image is (on the provider's image host) and its credit. */
export interface ProviderPhoto {
  imageUrl: string;
  credit: StockPhotoCredit;
}

export interface StockPhotoProvider {
  readonly name: StockPhotoProviderName;
  /** The exact origins (scheme, host, port) the image proxy may fetch this provider's images from. */
  readonly imageOrigins: readonly string[];
  /** Signs the proxy's image tokens for this provider (see photo-tokens.ts). */
  readonly tokenKey: Buffer;
  search(words: string, count: number, orientation: StockPhotoOrientation): Promise<ProviderPhoto[]>;
}

export interface StockPhotoProviderOptions {
  /** The provider's API key (Unsplash access key, Pexels API key). */
  key: string;
  /** The API's origin; tests point it at a stub server. */
  apiBase?: string;
  /** Where its images may be fetched from; tests add a stub image host. */
  imageOrigins?: readonly string[];
  /** How long a search may take before it fails. */
  timeoutMs?: number;
}

/**
 * The proxy's token key, derived from the API key: every instance configured with the same key
 * accepts the others' tokens (several instances behind a load balancer), no client can forge one
 * without the key, and the provider's name keeps one provider's tokens from working for the other.
 * A changed key only invalidates image links of searches made before the change.
 */
export function tokenKeyFor(name: StockPhotoProviderName, apiKey: string): Buffer {
  return Buffer.from(hkdfSync("sha256", apiKey, "forget-me-not", `stock-photo-proxy/${name}`, 32));
}

/** `base` without trailing slashes, then the path: a base with a path prefix keeps it. */
export const apiUrl = (base: string, path: string, params: Record<string, string | number>) => {
  const url = new URL(`${base.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url;
};

/** Whether an image URL is on one of the allowed origins exactly (no credentials in it). */
export function isAllowedImageUrl(value: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return !url.username && !url.password && origins.includes(url.origin);
  } catch {
    return false;
  }
}

/** Normalised origins ("https://images.unsplash.com"), so a trailing slash in an override still matches. */
export const originsOf = (values: readonly string[]) => values.map((value) => new URL(value).origin);
