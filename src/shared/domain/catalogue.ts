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

/**
 * The five curated gift plans: every plan key and name in the shop comes from this list.
 * `mayCarryAlcohol`: the plan's boxes may include wine or spirits for adults who want them (alcohol.ts).
 */
export const GIFT_PLANS = [
  {
    key: "in-bloom",
    name: "In Bloom",
    blurb: "Seasonal flowers and botanical gifts",
    category: "flowers",
    mayCarryAlcohol: false,
  },
  {
    key: "unwind-edit",
    name: "The Unwind Edit",
    blurb: "Relaxation, skincare and feel-good rituals",
    category: "wellness",
    mayCarryAlcohol: false,
  },
  {
    key: "stay-in-stay-close",
    name: "Stay In, Stay Close",
    blurb: "Intimate and sexual wellness",
    category: "pleasure",
    mayCarryAlcohol: false,
  },
  {
    key: "moments-to-savour",
    name: "Moments to Savour",
    blurb: "Gourmet food, snacks and experiences",
    category: "food",
    mayCarryAlcohol: true,
  },
  {
    key: "the-lucky-dip",
    name: "The Lucky Dip",
    blurb: "A surprise mix across every plan",
    category: "luxury",
    mayCarryAlcohol: true,
  },
] as const satisfies readonly {
  key: string;
  name: string;
  blurb: string;
  category: GiftBoxCategory;
  mayCarryAlcohol: boolean;
}[];
export type GiftPlan = (typeof GIFT_PLANS)[number];
export type GiftPlanKey = GiftPlan["key"];

/** Every plan key, in the list's order (a tuple, for enums). */
export const GIFT_PLAN_KEYS = GIFT_PLANS.map((plan) => plan.key) as [GiftPlanKey, ...GiftPlanKey[]];
/** Old spellings still accepted (spec §3: lucky-dip and the-lucky-dip are the same plan). */
export const PLAN_KEY_ALIASES: Readonly<Record<string, GiftPlanKey>> = { "lucky-dip": "the-lucky-dip" };

/** The surprise plan: hidden on browse, and any approved vendor may make it. */
export const LUCKY_DIP_KEY = "the-lucky-dip" satisfies GiftPlanKey;
/** The intimate plan: its own preferences, shared only with consent, and a gentle warning for some relationships. */
export const INTIMATE_PLAN_KEY = "stay-in-stay-close" satisfies GiftPlanKey;

/** A plan key as the shop stores it (an alias becomes its plan's key), or null for no or an unknown plan. */
export function giftPlanKey(key: string | null | undefined): GiftPlanKey | null {
  if (!key) return null;
  const canonical = PLAN_KEY_ALIASES[key] ?? key;
  return GIFT_PLANS.find((plan) => plan.key === canonical)?.key ?? null;
}

export function giftPlan(key: string | null | undefined): GiftPlan | null {
  const known = giftPlanKey(key);
  return GIFT_PLANS.find((plan) => plan.key === known) ?? null;
}

/** Known plan keys, including the legacy alias lucky-dip, mapped to plan names. */
export function planNameForKey(key: string | null | undefined): string | null {
  return giftPlan(key)?.name ?? null;
}

export const LUCKY_DIP_NAME = giftPlan(LUCKY_DIP_KEY)!.name;

/** The plan a gift box of this category is sold under; home and luxury boxes go in the Lucky Dip. */
export function planKeyForGiftBoxCategory(category: GiftBoxCategory): GiftPlanKey {
  return GIFT_PLANS.find((plan) => plan.category === category)?.key ?? LUCKY_DIP_KEY;
}

/**
 * The plan a subscription, an order or a box is made under: its own plan key when it has one (an
 * alias read as its plan), else its gift box's category's plan (a box sold on its own).
 */
export function planOf(planKey: string | null | undefined, boxCategory: string | null | undefined): string | null {
  if (planKey) return PLAN_KEY_ALIASES[planKey] ?? planKey;
  return boxCategory ? planKeyForGiftBoxCategory(boxCategory as GiftBoxCategory) : null;
}
