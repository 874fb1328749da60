import { type Vendor, vendorSchema } from "@shared/schemas/vendor-application";
import { clearCachedVendor, VENDOR_CACHE_KEY } from "./vendor-cache-write";

export { clearCachedVendor, VENDOR_CACHE_KEY, writeCachedVendor } from "./vendor-cache-write";

/** The cached vendor (display only), or null. A value that cannot be read as a vendor is removed (spec §7). */
export function readCachedVendor(): Vendor | null {
  try {
    const raw = localStorage.getItem(VENDOR_CACHE_KEY);
    if (raw === null) return null;
    const parsed = vendorSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    /* unparsable JSON or storage unavailable: treated as no cache */
  }
  clearCachedVendor();
  return null;
}
