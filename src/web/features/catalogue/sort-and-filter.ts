import { BROWSE_TABS, type BrowseTab, LUCKY_DIP_NAME } from "@shared/domain/catalogue";
import type { GiftBox } from "@shared/schemas/gift-box";

/** A gift box as the list answers it; featuredRank is sent by the catalogue but optional here. */
export type CatalogueItem = GiftBox & { featuredRank?: number | null };

/** No price sorts: every box costs the buyer the same $100 a delivery (PRODUCT.md "Money"). */
export const SORT_OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

const CATEGORY_LABELS: Record<string, string> = {
  flowers: "Flowers",
  wellness: "Self-Care",
  food: "Gourmet",
  pleasure: "Pleasure",
  luxury: "Luxury",
  home: "Home",
};

/** The shopper-facing name of a category, e.g. wellness → Self-Care. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

export function parseSort(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.some((option) => option.value === value) ? (value as SortOption) : "featured";
}

export function parseCategory(value: string | null | undefined): BrowseTab {
  return BROWSE_TABS.some((tab) => tab.value === value) ? (value as BrowseTab) : "all";
}

/** A list answer that is not an array counts as empty (spec §7). */
export function toGiftBoxList(data: unknown): CatalogueItem[] {
  return Array.isArray(data) ? (data as CatalogueItem[]) : [];
}

/** The Lucky Dip is never listed on browse or in suggestions. */
export function isLuckyDip(box: Pick<GiftBox, "name">): boolean {
  return box.name.trim().toLowerCase() === LUCKY_DIP_NAME.toLowerCase();
}

export function matchesSearch(box: Pick<GiftBox, "name" | "description">, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return box.name.toLowerCase().includes(needle) || (box.description ?? "").toLowerCase().includes(needle);
}

export function matchesCategory(box: Pick<GiftBox, "category">, category: BrowseTab): boolean {
  return category === "all" || box.category === category;
}

function timeOf(box: CatalogueItem): number {
  const time = Date.parse(box.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

interface Ranked<T> {
  box: T;
  /** Position in the server's answer, which already comes in featured order. */
  index: number;
}

/** featuredRank ascending when known (unranked boxes after ranked ones), else the server's order. */
function byFeatured<T extends CatalogueItem>(a: Ranked<T>, b: Ranked<T>): number {
  const rankA = a.box.featuredRank;
  const rankB = b.box.featuredRank;
  const hasA = typeof rankA === "number";
  const hasB = typeof rankB === "number";
  if (hasA && hasB && rankA !== rankB) return rankA - rankB;
  if (hasA !== hasB) return hasA ? -1 : 1;
  return a.index - b.index;
}

function comparator<T extends CatalogueItem>(sort: SortOption): (a: Ranked<T>, b: Ranked<T>) => number {
  switch (sort) {
    case "newest":
      return (a, b) => timeOf(b.box) - timeOf(a.box) || b.box.id - a.box.id;
    default:
      return byFeatured;
  }
}

/** A sorted copy; the input is left untouched. */
export function sortBoxes<T extends CatalogueItem>(boxes: readonly T[], sort: SortOption): T[] {
  return boxes
    .map((box, index) => ({ box, index }))
    .sort(comparator<T>(sort))
    .map(({ box }) => box);
}

export interface BrowseCriteria {
  category: BrowseTab;
  query: string;
  sort: SortOption;
}

export interface BrowseResult<T> {
  /** Every box a shopper may see (all but The Lucky Dip). */
  listed: T[];
  /** The listed boxes in the chosen category. */
  inCategory: T[];
  /** What the grid shows: category, search and sort applied. */
  results: T[];
}

export function browseBoxes<T extends CatalogueItem>(boxes: readonly T[], criteria: BrowseCriteria): BrowseResult<T> {
  const listed = boxes.filter((box) => !isLuckyDip(box));
  const inCategory = listed.filter((box) => matchesCategory(box, criteria.category));
  const results = sortBoxes(
    inCategory.filter((box) => matchesSearch(box, criteria.query)),
    criteria.sort,
  );
  return { listed, inCategory, results };
}

export type BrowseEmptyState = "none" | "no-results" | "empty-category" | null;

/** Which empty state, if any, the browse grid shows. */
export function browseEmptyState(result: BrowseResult<unknown>, criteria: BrowseCriteria): BrowseEmptyState {
  if (result.listed.length === 0) return "none";
  if (result.results.length > 0) return null;
  if (criteria.query.trim()) return "no-results";
  return "empty-category";
}

/**
 * "You Might Also Like": up to `count` other boxes, same category first, then the rest,
 * each group in featured order; never the current box, never The Lucky Dip.
 */
export function similarBoxes<T extends CatalogueItem>(
  boxes: readonly T[],
  current: Pick<GiftBox, "id" | "category">,
  count = 3,
): T[] {
  const others = sortBoxes(
    boxes.filter((box) => box.id !== current.id && !isLuckyDip(box)),
    "featured",
  );
  const same = others.filter((box) => box.category === current.category);
  const rest = others.filter((box) => box.category !== current.category);
  return [...same, ...rest].slice(0, count);
}

/** The gallery of a box: the main image first, then the extra ones (blanks and repeats dropped). */
export function galleryOf(box: Pick<GiftBox, "imageUrl" | "galleryImages">): string[] {
  const all = [box.imageUrl, ...(Array.isArray(box.galleryImages) ? box.galleryImages : [])];
  return all.filter((url, index) => Boolean(url) && all.indexOf(url) === index);
}

/** The route's id: "flowers" is box 1; any other non-numeric value is no id at all. */
export function resolveGiftBoxId(param: string | undefined): number | null {
  if (param === "flowers") return 1;
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
