/** Gift box categories (spec §3) and the browse tabs that show them. */
export const GIFT_BOX_CATEGORIES = ["luxury", "wellness", "food", "flowers", "home", "pleasure"] as const;
export type GiftBoxCategory = (typeof GIFT_BOX_CATEGORIES)[number];

export const BROWSE_TABS = [
  { value: "all", label: "All" },
  { value: "flowers", label: "Flowers" },
  { value: "wellness", label: "Self-Care" },
  { value: "food", label: "Gourmet" },
  { value: "pleasure", label: "Pleasure" },
] as const;
export type BrowseTab = (typeof BROWSE_TABS)[number]["value"];

/** The five curated gift plans. */
export const GIFT_PLANS = [
  { key: "in-bloom", name: "In Bloom", blurb: "Seasonal flowers and botanical gifts", category: "flowers" },
  {
    key: "unwind-edit",
    name: "The Unwind Edit",
    blurb: "Relaxation, skincare and feel-good rituals",
    category: "wellness",
  },
  {
    key: "stay-in-stay-close",
    name: "Stay In, Stay Close",
    blurb: "Intimate and sexual wellness",
    category: "pleasure",
  },
  {
    key: "moments-to-savour",
    name: "Moments to Savour",
    blurb: "Gourmet food, snacks and experiences",
    category: "food",
  },
  { key: "the-lucky-dip", name: "The Lucky Dip", blurb: "A surprise mix across every plan", category: "luxury" },
] as const;
export type GiftPlanKey = (typeof GIFT_PLANS)[number]["key"];

/** Known plan keys, including the legacy alias lucky-dip, mapped to plan names. */
export function planNameForKey(key: string | null | undefined): string | null {
  if (!key) return null;
  const normalised = key === "lucky-dip" ? "the-lucky-dip" : key;
  return GIFT_PLANS.find((plan) => plan.key === normalised)?.name ?? null;
}

export const LUCKY_DIP_NAME = "The Lucky Dip";
