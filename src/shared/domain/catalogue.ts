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
  { key: "unwind-edit", name: "The Unwind Edit", blurb: "Relaxation, skincare and feel-good rituals", category: "wellness" },
  { key: "stay-in-stay-close", name: "Stay In, Stay Close", blurb: "Intimate and sexual wellness", category: "pleasure" },
  { key: "moments-to-savour", name: "Moments to Savour", blurb: "Gourmet food, snacks and experiences", category: "food" },
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

export const FREQUENCIES = ["weekly", "fortnightly", "monthly", "quarterly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Display label for a frequency; other values are shown capitalised (spec §3). */
export function frequencyLabel(frequency: string): string {
  if (frequency === "fortnightly") return "Every 2 Weeks";
  if (frequency === "quarterly") return "Every 3 Months";
  return frequency.charAt(0).toUpperCase() + frequency.slice(1);
}

/** The noun used in "From $100.00 per month". */
export function frequencyPeriod(frequency: string): string {
  switch (frequency) {
    case "weekly":
      return "week";
    case "fortnightly":
      return "fortnight";
    case "quarterly":
      return "quarter";
    case "annual":
    case "annually":
      return "year";
    default:
      return "month";
  }
}

export const AUSTRALIAN_STATES = ["VIC", "NSW", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
