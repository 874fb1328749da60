import { type Supplier, supplierCreateSchema, supplierUpdateSchema } from "@shared/schemas/supplier";
import { describe, expect, it } from "vitest";
import { knownCategories, registrationDefaults, supplierToForm, toSupplierPatch } from "./supplier-form";

const supplier: Supplier = {
  id: 3,
  userId: 8,
  name: "Petal & Stem",
  contactName: "Ana",
  email: "ana@petal.example",
  phone: "0412 345 678",
  address: "12 Bloom Street",
  city: null,
  suburb: "Fitzroy",
  state: "VIC",
  zipCode: "3065",
  country: "Australia",
  website: null,
  instagramHandle: "petalstem",
  tiktokHandle: null,
  businessType: "florist",
  description: "Seasonal flowers.",
  serviceArea: null,
  serviceRadius: 25,
  categories: ["florist", "unknown"],
  gstRegistered: false,
  abn: null,
  dailyCapacity: 20,
  status: "approved",
  isApproved: true,
  statusReason: null,
  reviewedAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
};

describe("registration", () => {
  it("starts with the spec's defaults: Australia, 40 km, no category", () => {
    const defaults = registrationDefaults(null);
    expect(defaults).toMatchObject({ country: "Australia", serviceRadius: 40, categories: [] });
    expect(supplierCreateSchema.safeParse(defaults).success).toBe(false);
  });

  it("asks for at least one category in the spec's words", () => {
    const result = supplierCreateSchema.safeParse({
      ...registrationDefaults(null),
      name: "Petal",
      email: "a@b.example",
      phone: "0412345678",
      address: "12 Bloom St",
      city: "Fitzroy",
      state: "VIC",
      zipCode: "3065",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please select at least one category you can fulfill",
    ]);
  });
});

describe("business info", () => {
  it("pre-fills from the record: suburb for a missing city, blanks for nulls, known categories only", () => {
    const form = supplierToForm(supplier);
    expect(form).toMatchObject({ city: "Fitzroy", website: "", categories: ["florist"], country: "Australia" });
    expect(supplierUpdateSchema.safeParse(form).success).toBe(true);
  });

  it("reads an unknown country as Other", () => {
    expect(supplierToForm({ ...supplier, country: "Fiji" }).country).toBe("Other");
  });

  it("leaves categories out of the save when they are locked", () => {
    const values = supplierUpdateSchema.parse(supplierToForm(supplier));
    expect(toSupplierPatch(values, false)).not.toHaveProperty("categories");
    expect(toSupplierPatch(values, true)).toMatchObject({ categories: ["florist"] });
  });

  it("keeps categories in the spec's order", () => {
    expect(knownCategories(["pleasure", "florist"])).toEqual(["florist", "pleasure"]);
  });
});
