import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsIso } from "./dates";
import { buildSchedule, nextDeliveryDate, nextDeliverySlots, regularDeliveryDate, type ScheduleSubscription } from "./schedule";

const base: ScheduleSubscription = { startDate: "2026-11-21", frequency: "monthly", status: "active", pauseType: null, deliveriesCompleted: 0 };
const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

describe("next delivery by frequency", () => {
  it.each([
    ["weekly", "2026-12-28", "2027-01-04"],
    ["fortnightly", "2026-12-28", "2027-01-11"],
    ["monthly", "2027-01-31", "2027-02-28"],
    ["monthly", "2028-01-31", "2028-02-29"],
    ["quarterly", "2026-11-30", "2027-02-28"],
    ["something-else", "2026-02-20", "2026-03-06"],
  ])("%s from %s is %s", (frequency, from, expected) => {
    expect(nextDeliveryDate(from, frequency)).toBe(expected);
  });

  it("does not drift at month ends: the 31st stays the 31st where the month has one", () => {
    expect(regularDeliveryDate("2027-01-31", "monthly", 2)).toBe("2027-03-31");
  });
});

describe("the 12-month schedule", () => {
  it("lists each month's regular delivery with special dates placed before it", () => {
    const schedule = buildSchedule({ ...base, startDate: "2026-11-21" }, {
      birthday: "1990-12-25",
      anniversary: "2015-11-02",
      specialDates: [{ type: "other", date: "2019-01-05", label: "Gotcha day" }],
    });
    const first = schedule.slice(0, 6).map((e) => (e.kind === "regular" ? `R ${e.date}` : `S ${e.label} ${e.date}`));
    expect(first).toEqual([
      "S Anniversary 2026-11-02",
      "R 2026-11-21",
      "S Birthday 2026-12-25",
      "R 2026-12-21",
      "S Gotcha day 2027-01-05",
      "R 2027-01-21",
    ]);
    expect(schedule.filter((e) => e.kind === "regular")).toHaveLength(12);
  });

  it("keeps every entry inside the 12 months and in month order (property)", () => {
    const day = fc.date({ min: new Date("2000-01-01"), max: new Date("2080-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.option(day), fc.constantFrom("weekly", "fortnightly", "monthly", "quarterly", "odd"), (start, birthday, frequency) => {
        const entries = buildSchedule({ ...base, startDate: start, frequency }, { birthday });
        const end = addMonthsIso(`${start.slice(0, 7)}-01`, 12);
        for (const entry of entries) {
          expect(entry.date >= `${start.slice(0, 7)}-01`).toBe(true);
          expect(entry.date < end).toBe(true);
        }
        const months = entries.map((e) => e.date.slice(0, 7));
        expect([...months].sort()).toEqual(months);
      }),
    );
  });
});

describe("the three next-delivery slots", () => {
  it("shows 7-10 days first for a new subscription", () => {
    expect(labels(nextDeliverySlots(base, {}, "2026-11-21"))).toEqual(["7-10 days", "21 Dec 2026", "21 Jan 2027"]);
  });

  it("shows upcoming deliveries once the first has arrived", () => {
    expect(labels(nextDeliverySlots({ ...base, deliveriesCompleted: 1 }, {}, "2026-12-01"))).toEqual([
      "21 Dec 2026",
      "21 Jan 2027",
      "21 Feb 2027",
    ]);
  });

  it("puts a birthday before the regular delivery of its month", () => {
    const slots = nextDeliverySlots({ ...base, deliveriesCompleted: 1 }, { birthday: "1990-12-03" }, "2026-12-01");
    expect(labels(slots)).toEqual(["Birthday 03/12", "21 Dec 2026", "21 Jan 2027"]);
  });

  it("shows On Hold for the delivery a pause skips", () => {
    const slots = nextDeliverySlots({ ...base, deliveriesCompleted: 1, status: "paused", pauseType: "regular" }, {}, "2026-12-01");
    expect(labels(slots)).toEqual(["On Hold", "21 Jan 2027", "21 Feb 2027"]);
  });

  it("shows On Hold everywhere when everything is paused", () => {
    const slots = nextDeliverySlots({ ...base, deliveriesCompleted: 2, status: "PAUSED", pauseType: "everything" }, {}, "2026-12-01");
    expect(labels(slots)).toEqual(["On Hold", "On Hold", "On Hold"]);
  });

  // Regression: the window was fixed to the start month, so after a year every slot read TBD.
  it("rolls forward with the subscription past its first year", () => {
    const quarterly = nextDeliverySlots({ ...base, frequency: "quarterly", deliveriesCompleted: 3 }, {}, "2027-08-25");
    expect(labels(quarterly)).toEqual(["21 Aug 2027", "21 Nov 2027", "21 Feb 2028"]);
    const secondYear = nextDeliverySlots({ ...base, deliveriesCompleted: 13 }, { birthday: "1990-01-05" }, "2027-12-22");
    expect(labels(secondYear)).toEqual(["21 Dec 2027", "Birthday 05/01", "21 Jan 2028"]);
  });

  it("shows TBD where there is nothing to schedule", () => {
    expect(labels(nextDeliverySlots({ ...base, status: "cancelled" }, {}, "2026-11-21"))).toEqual(["TBD", "TBD", "TBD"]);
  });

  it("always gives exactly three slots (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("active", "paused", "cancelled"),
        fc.constantFrom("weekly", "fortnightly", "monthly", "quarterly"),
        (done, status, frequency) => {
          expect(nextDeliverySlots({ ...base, deliveriesCompleted: done, status, frequency, pauseType: "regular" }, {}, "2027-03-01")).toHaveLength(3);
        },
      ),
    );
  });
});
