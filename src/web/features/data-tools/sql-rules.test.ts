import { describe, expect, it } from "vitest";
import { cellText, chartPoints, chartSummary, columnHeading } from "./sql-rules";

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
