import type { GiftBox } from "@shared/schemas/gift-box";
import { describe, expect, it } from "vitest";
import { toGiftBoxList } from "./api/get-gift-boxes";
import {
  type BrowseCriteria,
  browseBoxes,
  browseEmptyState,
  galleryOf,
  isLuckyDip,
  parseCategory,
  parseSort,
  resolveGiftBoxId,
  SORT_OPTIONS,
  similarBoxes,
  sortBoxes,
} from "./sort-and-filter";

function box(id: number, overrides: Partial<GiftBox> = {}): GiftBox {
  return {
    id,
    slug: `box-${id}`,
    name: `Box ${id}`,
    description: `Description ${id}`,
    imageUrl: `/images/boxes/${id}.svg`,
    galleryImages: [],
    category: "flowers",
    frequency: "monthly",
    planKey: null,
    highlights: [],
    whatsIncluded: "",
    supplierId: null,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    price: 100,
    priceCents: 10_000,
    ...overrides,
  };
}

const ids = (boxes: GiftBox[]) => boxes.map((b) => b.id);

// In featured order, as the server answers.
const catalogue: GiftBox[] = [
  box(2, { name: "The Lucky Dip", category: "luxury" }),
  box(1, { name: "Seasonal Flowers", description: "White roses and anemones" }),
  box(3, { name: "Unwind Edit", description: "A soy CANDLE and skincare", category: "wellness" }),
  box(5, {
    name: "Chocolate Truffles",
    description: "Handmade",
    category: "food",
    createdAt: "2026-03-01T00:00:00.000Z",
  }),
  box(4, {
    name: "Moments to Savour",
    description: "Cheese and chocolate",
    category: "food",
    createdAt: "2026-03-01T00:00:00.000Z",
  }),
  box(6, { name: "Native Blooms", description: "Banksia and wattle" }),
];
const boxById = (id: number) => catalogue.find((b) => b.id === id)!;

describe("sortBoxes", () => {
  it("Featured keeps the server's order", () => {
    expect(ids(sortBoxes(catalogue, "featured"))).toEqual([2, 1, 3, 5, 4, 6]);
    expect(
      ids(
        sortBoxes(
          [9, 4, 7, 1].map((id) => box(id)),
          "featured",
        ),
      ),
    ).toEqual([9, 4, 7, 1]);
  });

  // Every box costs the buyer $100 a delivery: a price sort would sort nothing.
  it("offers no price sorts", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(["Featured", "Newest"]);
  });

  it("Newest orders by createdAt, then by id, both descending", () => {
    expect(ids(sortBoxes(catalogue, "newest"))).toEqual([5, 4, 6, 3, 2, 1]);
  });

  it("does not change its input", () => {
    const copy = [...catalogue];
    sortBoxes(catalogue, "newest");
    expect(catalogue).toEqual(copy);
  });
});

describe("browseBoxes", () => {
  const all: BrowseCriteria = { category: "all", query: "", sort: "featured" };

  it("always hides The Lucky Dip", () => {
    expect(ids(browseBoxes(catalogue, all).results)).not.toContain(2);
    expect(ids(browseBoxes(catalogue, { ...all, query: "lucky" }).results)).toEqual([]);
    expect(isLuckyDip({ name: "  the lucky dip " })).toBe(true);
  });

  it("searches name and description, case-insensitively", () => {
    expect(ids(browseBoxes(catalogue, { ...all, query: "candle" }).results)).toEqual([3]);
    expect(ids(browseBoxes(catalogue, { ...all, query: "CHOCOLATE" }).results)).toEqual([5, 4]);
    expect(ids(browseBoxes(catalogue, { ...all, query: "  blooms " }).results)).toEqual([6]);
  });

  it("filters by category", () => {
    expect(ids(browseBoxes(catalogue, { ...all, category: "food" }).results)).toEqual([5, 4]);
    expect(ids(browseBoxes(catalogue, { ...all, category: "flowers" }).results)).toEqual([1, 6]);
    expect(ids(browseBoxes(catalogue, { ...all, category: "pleasure" }).results)).toEqual([]);
  });

  it("combines category, search and sort", () => {
    const result = browseBoxes(catalogue, { category: "food", query: "chocolate", sort: "newest" });
    expect(ids(result.results)).toEqual([5, 4]);
  });

  it("picks the right empty state", () => {
    const state = (boxes: GiftBox[], criteria: Partial<BrowseCriteria>) => {
      const full = { ...all, ...criteria };
      return browseEmptyState(browseBoxes(boxes, full), full);
    };
    expect(state([], {})).toBe("none");
    expect(state([boxById(2)], {})).toBe("none");
    expect(state(catalogue, { query: "zzz" })).toBe("no-results");
    expect(state(catalogue, { category: "pleasure", query: "zzz" })).toBe("no-results");
    expect(state(catalogue, { category: "pleasure" })).toBe("empty-category");
    expect(state(catalogue, {})).toBeNull();
  });
});

describe("similarBoxes", () => {
  it("gives 3 others, same category first, never the current box or The Lucky Dip", () => {
    expect(ids(similarBoxes(catalogue, boxById(1)))).toEqual([6, 3, 5]);
    expect(ids(similarBoxes(catalogue, boxById(5)))).toEqual([4, 1, 3]);
  });

  it("fills with other categories and stops when the catalogue runs out", () => {
    expect(ids(similarBoxes(catalogue, boxById(3)))).toEqual([1, 5, 4]);
    expect(ids(similarBoxes(catalogue.slice(0, 3), boxById(1)))).toEqual([3]);
  });
});

describe("helpers", () => {
  it("treats a non-array answer as an empty list", () => {
    expect(toGiftBoxList({ error: "x" })).toEqual([]);
    expect(toGiftBoxList(null)).toEqual([]);
    expect(toGiftBoxList(catalogue)).toHaveLength(6);
  });

  it("reads sort and category from the URL, with safe defaults", () => {
    expect(parseSort("newest")).toBe("newest");
    // An old link with a price sort falls back to Featured.
    expect(parseSort("price-asc")).toBe("featured");
    expect(parseSort("bogus")).toBe("featured");
    expect(parseSort(null)).toBe("featured");
    expect(parseCategory("wellness")).toBe("wellness");
    expect(parseCategory("luxury")).toBe("all");
  });

  it("builds the gallery with the main image first", () => {
    expect(galleryOf({ imageUrl: "/a.svg", galleryImages: ["/b.svg", "/a.svg", "", "/c.svg"] })).toEqual([
      "/a.svg",
      "/b.svg",
      "/c.svg",
    ]);
  });

  it("resolves the route id: flowers is box 1, other words are no id", () => {
    expect(resolveGiftBoxId("flowers")).toBe(1);
    expect(resolveGiftBoxId("12")).toBe(12);
    expect(resolveGiftBoxId("abc")).toBeNull();
    expect(resolveGiftBoxId("1.5")).toBeNull();
    expect(resolveGiftBoxId("0")).toBeNull();
    expect(resolveGiftBoxId(undefined)).toBeNull();
  });
});
