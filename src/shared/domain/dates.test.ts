import { TZDate } from "@date-fns/tz";
import { UTCDate } from "@date-fns/utc";
import { addDays, addMonths, format } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STATE_TIME_ZONES } from "./australia";
import {
  addDaysIso,
  addMonthsIso,
  daysBetween,
  formatIsoDate,
  isIsoDate,
  parseIsoDate,
  recipientToday,
  timeZoneForState,
  todayIso,
  toIsoDate,
} from "./dates";

describe("business dates", () => {
  it("accepts calendar dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("2027-1-01")).toBe(false);
    expect(isIsoDate(20270101)).toBe(false);
    expect(() => parseIsoDate("2027-02-30")).toThrow(RangeError);
    // The day and month steps read the digits themselves: anything not yyyy-mm-dd is refused, not guessed.
    for (const bad of ["2027-1-01", "2027/01/01", "2027-01-0x", "27-01-01", "2027-01-011"]) {
      expect(() => addDaysIso(bad, 1)).toThrow(RangeError);
      expect(() => addMonthsIso(bad, 1)).toThrow(RangeError);
    }
  });

  it("round-trips every day between 1900 and 2100 (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(toIsoDate(parseIsoDate(iso))).toBe(iso);
        },
      ),
    );
  });

  it("clamps month arithmetic to the month's last day", () => {
    expect(addMonthsIso("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsIso("2027-12-15", 1)).toBe("2028-01-15");
  });

  it("takes today in Sydney, not UTC", () => {
    // 20:00 UTC on 21 November is 07:00 on 22 November in Sydney (daylight time).
    expect(todayIso(new Date("2026-11-21T20:00:00Z"))).toBe("2026-11-22");
  });
});

describe("recipientToday", () => {
  // 14:30 UTC on 21 November 2026: already the 22nd in Sydney (AEDT), still the 21st in Perth.
  const now = new Date("2026-11-21T14:30:00Z");

  it("counts from the recipient's state, Sydney otherwise", () => {
    expect(recipientToday("NSW", now)).toBe("2026-11-22");
    expect(recipientToday("WA", now)).toBe("2026-11-21");
    expect(recipientToday("qld", now)).toBe("2026-11-22"); // Brisbane, UTC+10, no daylight saving
    expect(recipientToday(null, now)).toBe("2026-11-22");
    expect(recipientToday("Narnia", now)).toBe("2026-11-22");
  });

  it("knows each state's zone", () => {
    expect(timeZoneForState("SA")).toBe("Australia/Adelaide");
    expect(timeZoneForState(" nt ")).toBe("Australia/Darwin");
    expect(timeZoneForState("ACT")).toBe("Australia/Sydney");
  });
});

describe("day and month steps agree with date-fns (property)", () => {
  const day = fc
    .date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2150-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  it("addDaysIso, addMonthsIso and daysBetween", () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -4000, max: 4000 }),
        fc.integer({ min: -300, max: 300 }),
        (iso, days, months) => {
          const start = new UTCDate(`${iso}T00:00:00Z`);
          expect(addDaysIso(iso, days)).toBe(toIsoDate(addDays(start, days)));
          expect(addMonthsIso(iso, months)).toBe(toIsoDate(addMonths(start, months)));
          expect(daysBetween(iso, addDaysIso(iso, days))).toBe(days);
          expect(formatIsoDate(iso)).toBe(format(start, "d MMM yyyy"));
        },
      ),
      { numRuns: 1000 },
    );
  });
  it("todayIso matches date-fns' time-zone formatting in every state's zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...Object.values(STATE_TIME_ZONES)),
        (now, zone) => {
          expect(todayIso(now, zone)).toBe(format(new TZDate(now, zone), "yyyy-MM-dd"));
        },
      ),
      { numRuns: 500 },
    );
  });
});
