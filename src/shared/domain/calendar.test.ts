import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, nextAnnualDate, nextOccasionDate, OCCASIONS } from "./calendar";
import { addMonthsIso, isIsoDate } from "./dates";

describe("Australian occasions", () => {
  it.each([
    [2025, "2025-05-11", "2025-09-07"],
    [2026, "2026-05-10", "2026-09-06"],
    [2027, "2027-05-09", "2027-09-05"],
    [2028, "2028-05-14", "2028-09-03"],
  ])("in %i Mother's Day is %s and Father's Day %s", (year, mothers, fathers) => {
    expect(OCCASIONS["mothers-day"].dateIn(year)).toBe(mothers);
    expect(OCCASIONS["fathers-day"].dateIn(year)).toBe(fathers);
  });

  it("gives this year's date until it passes, then next year's", () => {
    expect(nextOccasionDate("valentines", "2026-11-21")).toBe("2027-02-14");
    expect(nextOccasionDate("valentines", "2027-02-14")).toBe("2027-02-14");
    expect(nextOccasionDate("mothers-day", "2026-05-10")).toBe("2026-05-10");
    expect(nextOccasionDate("mothers-day", "2026-05-11")).toBe("2027-05-09");
  });

  it("always lands on a Sunday for Mother's and Father's Day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        for (const key of ["mothers-day", "fathers-day"] as const) {
          const date = OCCASIONS[key].dateIn(year);
          expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
        }
      }),
    );
  });
});

describe("yearly dates", () => {
  it("moves 29 February to 28 February in common years", () => {
    expect(nextAnnualDate("2000-02-29", "2026-01-10")).toBe("2026-02-28");
    expect(nextAnnualDate("2000-02-29", "2027-03-01")).toBe("2028-02-29");
  });

  it("rolls over the turn of the year", () => {
    expect(nextAnnualDate("1990-01-02", "2026-12-31")).toBe("2027-01-02");
    expect(nextAnnualDate("1990-12-31", "2026-12-31")).toBe("2026-12-31");
  });

  it("never returns a date before today, and within a year of it", () => {
    const day = fc
      .date({ min: new Date("1950-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (date, today) => {
        const next = nextAnnualDate(date, today);
        expect(isIsoDate(next)).toBe(true);
        expect(next >= today).toBe(true);
        expect(next <= addMonthsIso(today, 12)).toBe(true);
      }),
    );
  });

  it("computes age in whole years", () => {
    expect(ageOn("2008-11-22", "2026-11-21")).toBe(17);
    expect(ageOn("2008-11-21", "2026-11-21")).toBe(18);
  });
});
