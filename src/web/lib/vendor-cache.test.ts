import type { Vendor } from "@shared/schemas/vendor-application";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCachedVendor, readCachedVendor, VENDOR_CACHE_KEY, writeCachedVendor } from "./vendor-cache";

const vendor: Vendor = {
  id: 7,
  email: "hello@petalandstem.com.au",
  contactName: "Mia Tran",
  supplierId: null,
  businessName: "Petal & Stem",
  phone: "0400 000 000",
  businessType: "florist",
  serviceArea: "3000, 3065, Fitzroy",
  businessAddress: "12 Smith Street",
  suburb: "Fitzroy",
  state: "VIC",
  postcode: "3065",
  description: "Seasonal bunches from a small Fitzroy studio.",
  status: null,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    has: (key: string) => items.has(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("the vendor display cache", () => {
  it("keeps the signed-in vendor under vendorAuth and reads it back", () => {
    writeCachedVendor(vendor);
    expect(VENDOR_CACHE_KEY).toBe("vendorAuth");
    expect(readCachedVendor()).toEqual(vendor);
  });

  it("is empty when nothing is stored", () => {
    expect(readCachedVendor()).toBeNull();
  });

  it.each([
    ["not JSON", "{vendor"],
    ["not a vendor", JSON.stringify({ email: "someone@example.com" })],
    ["a vendor with a made-up status", JSON.stringify({ ...vendor, status: "superuser" })],
    ["null", "null"],
  ])("removes a stored value that is %s", (_case, raw) => {
    storage.setItem(VENDOR_CACHE_KEY, raw);
    expect(readCachedVendor()).toBeNull();
    expect(storage.has(VENDOR_CACHE_KEY)).toBe(false);
  });

  it("is forgotten on logout", () => {
    writeCachedVendor(vendor);
    clearCachedVendor();
    expect(storage.has(VENDOR_CACHE_KEY)).toBe(false);
  });

  it("never throws when storage is unavailable", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => writeCachedVendor(vendor)).not.toThrow();
    expect(readCachedVendor()).toBeNull();
    expect(() => clearCachedVendor()).not.toThrow();
  });
});
