import { describe, expect, it } from "vitest";
import { recipientPatchSchema } from "../schemas/recipient";
import {
  GIFT_BOX_CATEGORIES,
  GIFT_PLAN_KEYS,
  GIFT_PLANS,
  giftPlanKey,
  INTIMATE_PLAN_KEY,
  LUCKY_DIP_KEY,
  LUCKY_DIP_NAME,
  planKeyForGiftBoxCategory,
  planNameForKey,
  planOf,
} from "./catalogue";

describe("the gift plans, one list", () => {
  it("names every plan once, and the special ones from the list", () => {
    expect(GIFT_PLAN_KEYS).toEqual(GIFT_PLANS.map((plan) => plan.key));
    expect(new Set(GIFT_PLAN_KEYS).size).toBe(GIFT_PLANS.length);
    expect(planNameForKey(LUCKY_DIP_KEY)).toBe(LUCKY_DIP_NAME);
    expect(planNameForKey(INTIMATE_PLAN_KEY)).toBe("Stay In, Stay Close");
  });

  it("reads the legacy alias as its plan, and nothing else it does not know", () => {
    expect(giftPlanKey("lucky-dip")).toBe("the-lucky-dip");
    expect(planNameForKey("lucky-dip")).toBe("The Lucky Dip");
    expect(giftPlanKey("roses")).toBeNull();
    expect(giftPlanKey("")).toBeNull();
    expect(planOf("lucky-dip", "flowers")).toBe("the-lucky-dip");
  });

  it("sells each gift box category under one plan (home and luxury in the Lucky Dip)", () => {
    expect(Object.fromEntries(GIFT_BOX_CATEGORIES.map((c) => [c, planKeyForGiftBoxCategory(c)]))).toEqual({
      luxury: "the-lucky-dip",
      wellness: "unwind-edit",
      food: "moments-to-savour",
      flowers: "in-bloom",
      home: "the-lucky-dip",
      pleasure: "stay-in-stay-close",
    });
  });

  it("is what a recipient's plan may be: every key and the alias, nothing else", () => {
    const plan = (giftCategories: string) => recipientPatchSchema.safeParse({ giftCategories });
    for (const key of GIFT_PLAN_KEYS) expect(plan(key).data?.giftCategories).toBe(key);
    expect(plan("lucky-dip").data?.giftCategories).toBe("the-lucky-dip");
    expect(plan("roses").success).toBe(false);
  });
});
