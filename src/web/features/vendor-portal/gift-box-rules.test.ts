import { UPLOAD_MISSING } from "@shared/schemas/upload";
import { giftBoxFormSchema, type VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { describe, expect, it } from "vitest";
import {
  boxPriceText,
  categoryText,
  centsToDollars,
  changedBoxFields,
  FREQUENCY_OPTIONS,
  giftBoxToForm,
  imageErrorText,
  planOfCategory,
  priceInputText,
  toGiftBoxPayload,
} from "./gift-box-rules";

const box: VendorGiftBox = {
  id: 4,
  slug: "spring-posy",
  name: "Spring Posy",
  description: "Seasonal stems wrapped in paper.",
  imageUrl: "/media/abcdefghijkl/display.webp",
  galleryImages: [],
  category: "flowers",
  frequency: "monthly",
  planKey: "in-bloom",
  highlights: [],
  whatsIncluded: "",
  supplierId: 9,
  isActive: true,
  createdAt: "2026-11-20T00:00:00.000Z",
  price: 45.5,
  priceCents: 4550,
};

describe("prices", () => {
  it("shows the price the shop pays in en-AU dollars", () => {
    expect(boxPriceText(box)).toBe("$45.50");
    expect(boxPriceText({ price: 1080, priceCents: 108_000 })).toBe("$1,080.00");
  });

  it("falls back to dollars, then to a dash", () => {
    expect(boxPriceText({ price: 12, priceCents: Number.NaN })).toBe("$12.00");
    expect(boxPriceText({ price: Number.NaN, priceCents: Number.NaN })).toBe("—");
  });

  it("pre-fills the price field with two decimals", () => {
    expect(priceInputText(box)).toBe("45.50");
  });

  it("sends dollars the server's price rule accepts", () => {
    for (const cents of [1, 99, 1999, 4550, 100_000]) {
      const dollars = centsToDollars(cents);
      expect(String(dollars)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(giftBoxFormSchema.shape.price.parse(dollars)).toBe(cents);
    }
  });
});

describe("categories and frequencies", () => {
  it("names the plan a category is sold under", () => {
    expect(planOfCategory("flowers")).toBe("In Bloom");
    expect(planOfCategory("food")).toBe("Moments to Savour");
    expect(planOfCategory("home")).toBe("The Lucky Dip");
    expect(planOfCategory("luxury")).toBe("The Lucky Dip");
  });

  it("labels categories and frequencies", () => {
    expect(categoryText("wellness")).toBe("Wellness");
    expect(categoryText("mystery")).toBe("mystery");
    expect(FREQUENCY_OPTIONS.map((option) => option.label)).toEqual([
      "Weekly",
      "Every 2 Weeks",
      "Monthly",
      "Every 3 Months",
    ]);
  });
});

describe("the form", () => {
  it("pre-fills from a box and parses back to the same box", () => {
    const parsed = giftBoxFormSchema.parse(giftBoxToForm(box));
    expect(changedBoxFields(box, parsed)).toEqual({});
  });

  it("leaves an unknown frequency for the vendor to choose", () => {
    expect(giftBoxToForm({ ...box, frequency: "daily" }).frequency).toBeUndefined();
  });

  it("sends only what changed, the price in dollars", () => {
    const parsed = giftBoxFormSchema.parse({ ...giftBoxToForm(box), price: "50", name: "Autumn Posy" });
    expect(changedBoxFields(box, parsed)).toEqual({ name: "Autumn Posy", price: 50 });
  });

  it("builds the create body with the price in dollars", () => {
    const parsed = giftBoxFormSchema.parse({ ...giftBoxToForm(box), price: "19.99" });
    expect(toGiftBoxPayload(parsed)).toMatchObject({ price: 19.99, category: "flowers", frequency: "monthly" });
  });

  it("asks for a photo when none was uploaded, and keeps other messages", () => {
    expect(imageErrorText("", "Please enter a valid image URL")).toBe(UPLOAD_MISSING);
    expect(imageErrorText(undefined, "Please enter a valid image URL")).toBe(UPLOAD_MISSING);
    expect(imageErrorText("/media/x", "Please enter a valid image URL")).toBe("Please enter a valid image URL");
    expect(imageErrorText("", undefined)).toBeUndefined();
  });
});
