/** The sign-in screen's display cache of the vendor (spec §3 "vendorAuth"); it never grants access. */
export const VENDOR_CACHE_KEY = "vendorAuth";

/** Spec §2: a stored vendor login that cannot be read is removed. */
export function dropUnreadableVendorCache(storage: Pick<Storage, "getItem" | "removeItem"> = localStorage): void {
  try {
    const raw = storage.getItem(VENDOR_CACHE_KEY);
    if (raw === null) return;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") storage.removeItem(VENDOR_CACHE_KEY);
  } catch {
    try {
      storage.removeItem(VENDOR_CACHE_KEY);
    } catch {
      // Storage can be unavailable (private mode); there is nothing to clean then.
    }
  }
}
