import { BROWSE_TABS, type BrowseTab, LUCKY_DIP_NAME } from "@shared/domain/catalogue";
import type { GiftBox } from "@shared/schemas/gift-box";

/** No price sorts: every box costs the buyer the same $100 a delivery (PRODUCT.md "Money"). */
export const SORT_OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

export function parseSort(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.some((option) => option.value === value) ? (value as SortOption) : "featured";
}

export function parseCategory(value: string | null | undefined): BrowseTab {
  return BROWSE_TABS.some((tab) => tab.value === value) ? (value as BrowseTab) : "all";
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

function timeOf(box: GiftBox): number {
  const time = Date.parse(box.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

interface Ranked<T> {
  box: T;
  /** Position in the server's answer, which already comes in featured order. */
  index: number;
}

function comparator<T extends GiftBox>(sort: SortOption): (a: Ranked<T>, b: Ranked<T>) => number {
  switch (sort) {
    case "newest":
      return (a, b) => timeOf(b.box) - timeOf(a.box) || b.box.id - a.box.id;
    default:
      // The server answers in featured order.
      return (a, b) => a.index - b.index;
  }
}

/** A sorted copy; the input is left untouched. */
export function sortBoxes<T extends GiftBox>(boxes: readonly T[], sort: SortOption): T[] {
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

export function browseBoxes<T extends GiftBox>(boxes: readonly T[], criteria: BrowseCriteria): BrowseResult<T> {
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
export function similarBoxes<T extends GiftBox>(
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
