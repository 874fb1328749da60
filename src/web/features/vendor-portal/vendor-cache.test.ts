import { describe, expect, it } from "vitest";
import { dropUnreadableVendorCache, VENDOR_CACHE_KEY } from "./vendor-cache";

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    has: (key: string) => data.has(key),
  };
}

describe("dropUnreadableVendorCache", () => {
  it("removes a stored vendor that cannot be parsed", () => {
    const storage = memoryStorage({ [VENDOR_CACHE_KEY]: "{not json" });
    dropUnreadableVendorCache(storage);
    expect(storage.has(VENDOR_CACHE_KEY)).toBe(false);
  });

  it("removes a stored value that is not an object", () => {
    const storage = memoryStorage({ [VENDOR_CACHE_KEY]: "42" });
    dropUnreadableVendorCache(storage);
    expect(storage.has(VENDOR_CACHE_KEY)).toBe(false);
  });

  it("keeps a readable one (it is a display cache only)", () => {
    const storage = memoryStorage({ [VENDOR_CACHE_KEY]: '{"businessName":"Petal"}' });
    dropUnreadableVendorCache(storage);
    expect(storage.has(VENDOR_CACHE_KEY)).toBe(true);
  });
});
