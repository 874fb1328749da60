import { describe, expect, it } from "vitest";
import { DEFAULT_HIGHLIGHTS, highlightsFor } from "./gift-box-highlights";

describe("highlightsFor", () => {
  it("keeps a box's own highlights", () => {
    expect(highlightsFor(["Seasonal blooms", "Hand-tied bouquet"])).toEqual(["Seasonal blooms", "Hand-tied bouquet"]);
  });

  it("shows the default list when a box has none", () => {
    expect(highlightsFor([])).toEqual(DEFAULT_HIGHLIGHTS);
    expect(DEFAULT_HIGHLIGHTS.length).toBeGreaterThan(0);
  });

  it("drops blank entries, falling back when nothing is left", () => {
    expect(highlightsFor([" Seasonal blooms ", ""])).toEqual(["Seasonal blooms"]);
    expect(highlightsFor(["", "   "])).toEqual(DEFAULT_HIGHLIGHTS);
  });
});
