import { describe, expect, it } from "vitest";
import {
  axisNumber,
  cellText,
  chartPoints,
  chartSummary,
  columnHeading,
  fitLabel,
  labelAxisWidth,
  sqlEditState,
  valueTickCount,
} from "./sql-rules";

const grouped = {
  query: "select …",
  columns: ["state", "count"],
  rows: [
    ["NSW", 3],
    ["VIC", 5],
    [null, 1],
  ],
  truncated: false,
  chart: { label: "state", value: "count" },
};

describe("SQL result rules", () => {
  it("shows cells as text", () => {
    expect(cellText(null)).toBe("—");
    expect(cellText(true)).toBe("Yes");
    expect(cellText(12)).toBe("12");
    expect(cellText(12.5)).toBe("12.50");
    expect(cellText("2026-11-01")).toBe("2026-11-01");
  });

  it("turns a chartable result into bars with an accessible summary", () => {
    expect(chartPoints(grouped)).toEqual([
      { label: "NSW", value: 3 },
      { label: "VIC", value: 5 },
      { label: "—", value: 1 },
    ]);
    expect(chartSummary(grouped)).toBe("Bar chart of count by state: 3 bars; highest VIC with 5.");
    expect(chartPoints({ ...grouped, chart: null })).toEqual([]);
  });

  it("turns column names into headings", () => {
    expect(columnHeading("total_dollars")).toBe("Total dollars");
  });
});

describe("the chart's axes", () => {
  // 7 px a character, like a 12 px sans-serif.
  const measure = (text: string) => text.length * 7;

  it("keeps a label that fits and shortens one that does not, within the room given", () => {
    expect(fitLabel("Seasonal Flowers", 120, measure)).toBe("Seasonal Flowers");
    const cut = fitLabel("Moments to Savour (Gourmet)", 100, measure);
    expect(cut).toBe("Moments to Sa…");
    expect(measure(cut)).toBeLessThanOrEqual(100);
  });

  it("gives the labels what the widest needs, at most 40% of the chart", () => {
    expect(labelAxisWidth(["NSW", "VIC"], measure, 600)).toBe(48);
    expect(labelAxisWidth(["Seasonal Flowers"], measure, 600)).toBe(16 * 7 + 14);
    expect(labelAxisWidth(["A very long vendor name that goes on"], measure, 300)).toBe(120);
  });

  it("writes figures short and spaces them for the width", () => {
    expect([950, 4500, 18000, 1_250_000].map(axisNumber)).toEqual(["950", "4.5K", "18K", "1.3M"]);
    expect(valueTickCount(150)).toBe(3);
    expect(valueTickCount(300)).toBe(4);
    expect(valueTickCount(900)).toBe(6);
  });
});

describe("an edit of the generated SQL", () => {
  it("is unchanged when only the spacing at either end differs, edited otherwise, and empty when blank", () => {
    const generated = `select count(*) as "count" from "suppliers"`;
    expect(sqlEditState(generated, `\n${generated}  `)).toBe("unchanged");
    expect(sqlEditState(generated, `${generated} where "suppliers"."state" = 'VIC'`)).toBe("edited");
    expect(sqlEditState(generated, " \n ")).toBe("empty");
  });
});
