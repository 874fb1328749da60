import { CARD_MESSAGES, ROTATION_CATEGORIES, SPECIAL_OCCASIONS } from "@shared/schemas/subscription";
import { describe, expect, it } from "vitest";
import { CARD_MESSAGE_OPTIONS, humaniseKey, ROTATION_CATEGORY_OPTIONS, SPECIAL_OCCASION_OPTIONS } from "./labels";

describe("humaniseKey", () => {
  it("turns keys into readable labels", () => {
    expect(humaniseKey("thinking-of-you")).toBe("Thinking of you");
    expect(humaniseKey("baby-shower")).toBe("Baby shower");
    expect(humaniseKey("luxury")).toBe("Luxury");
  });
});

describe("option lists", () => {
  it("cover every schema value, in order", () => {
    expect(CARD_MESSAGE_OPTIONS.map((o) => o.value)).toEqual([...CARD_MESSAGES]);
    expect(SPECIAL_OCCASION_OPTIONS.map((o) => o.value)).toEqual([...SPECIAL_OCCASIONS]);
    expect(ROTATION_CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...ROTATION_CATEGORIES]);
  });

  it("labels the custom card message clearly", () => {
    expect(CARD_MESSAGE_OPTIONS.find((o) => o.value === "custom")?.label).toBe("Write my own message");
  });
});
