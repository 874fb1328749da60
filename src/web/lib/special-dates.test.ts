import { describe, expect, it } from "vitest";
import { canAddSpecialDate, needsSpecialDateLabel, toSpecialDate } from "./special-dates";

describe("special dates", () => {
  it("enables Add only once type and date are set", () => {
    expect(canAddSpecialDate({ type: "", date: "" })).toBe(false);
    expect(canAddSpecialDate({ type: "first-date", date: "" })).toBe(false);
    expect(canAddSpecialDate({ type: "", date: "2020-02-14" })).toBe(false);
    expect(canAddSpecialDate({ type: "first-date", date: "2020-02-14" })).toBe(true);
  });
  it("asks 'Why is this date special?' only for other and milestone-memory", () => {
    expect(needsSpecialDateLabel("other")).toBe(true);
    expect(needsSpecialDateLabel("milestone-memory")).toBe(true);
    expect(needsSpecialDateLabel("wedding-anniversary")).toBe(false);
    expect(needsSpecialDateLabel("")).toBe(false);
  });
  it("keeps the label only where it is asked", () => {
    expect(toSpecialDate({ type: "other", date: "2021-06-01", label: "  Moved in  " })).toEqual({
      type: "other",
      date: "2021-06-01",
      label: "Moved in",
    });
    expect(toSpecialDate({ type: "first-date", date: "2021-06-01", label: "left over" }).label).toBeNull();
    expect(toSpecialDate({ type: "other", date: "2021-06-01", label: "  " }).label).toBeNull();
  });
});
