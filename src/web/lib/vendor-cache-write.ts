import type { Vendor } from "@shared/schemas/vendor-application";

/**
 * The vendor from the last sign-in, kept under the spec's key as a display cache only (PRODUCT.md):
 * the server session decides what a vendor may see or do, so clearing or forging this grants nothing.
 * Writing lives apart from reading so that logout (in every page's header) does not load zod.
 */
export const VENDOR_CACHE_KEY = "vendorAuth";

/** Stores the vendor after a sign-in, or forgets it (null) on logout. */
export function writeCachedVendor(vendor: Vendor | null) {
  try {
    if (vendor) localStorage.setItem(VENDOR_CACHE_KEY, JSON.stringify(vendor));
    else localStorage.removeItem(VENDOR_CACHE_KEY);
  } catch {
    /* storage unavailable (private mode): the cache is optional */
  }
}

export const clearCachedVendor = () => writeCachedVendor(null);
