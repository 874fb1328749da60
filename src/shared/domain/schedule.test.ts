import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsIso } from "./dates";
import {
  buildSchedule,
  nextDeliveryDate,
  nextDeliverySlots,
  regularDeliveryDate,
  type ScheduleSubscription,
  specialDeliveriesBetween,
} from "./schedule";

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

describe("bought special-date add-ons", () => {
  const valentines = { type: "valentines", name: "Valentine's Day", date: "2027-02-14" };
  const birthday = { type: "birthday", name: "Birthday", date: "2027-03-14" };

  // Regression: add-ons bought at checkout never reached the schedule.
  it("shows each add-on by name, in date order with the rest", () => {
    const sub = { ...base, deliveriesCompleted: 3, addOns: [birthday, valentines] };
    expect(labels(nextDeliverySlots(sub, {}, "2027-01-22"))).toEqual(["Valentine's Day 14/02", "21 Feb 2027", "Birthday 14/03"]);
  });

  it("is one-time: an add-on does not come back the next year", () => {
    const dates = buildSchedule({ ...base, addOns: [valentines] }, {}, 12).filter((e) => e.kind === "special");
    expect(dates).toEqual([]);
  });

  it("keeps one entry when the recipient's own date falls on a bought add-on's day", () => {
    const sub = { ...base, deliveriesCompleted: 4, addOns: [birthday] };
    const slots = nextDeliverySlots(sub, { birthday: "1990-03-14", anniversary: "2015-03-02" }, "2027-02-22");
    expect(labels(slots)).toEqual(["Anniversary 02/03", "Birthday 14/03", "21 Mar 2027"]);
  });
});

describe("a new subscription's first slot", () => {
  // Regression: a special date in the first month came before "7-10 days".
  it("is 7-10 days, with special dates of that month after it", () => {
    const sub = { ...base, startDate: "2026-03-10" };
    expect(labels(nextDeliverySlots(sub, { birthday: "1990-03-20" }, "2026-03-10"))).toEqual(["7-10 days", "Birthday 20/03", "10 Apr 2026"]);
  });

  it("is 7-10 days even when a bought add-on comes sooner", () => {
    const sub = { ...base, startDate: "2026-02-10", addOns: [{ type: "valentines", name: "Valentine's Day", date: "2026-02-14" }] };
    expect(labels(nextDeliverySlots(sub, {}, "2026-02-10"))).toEqual(["7-10 days", "Valentine's Day 14/02", "10 Mar 2026"]);
  });
});

describe("special dates before the next regular month", () => {
  // Regression: once the month's delivery was recorded, the schedule began the next month and lost this month's birthday.
  it("still shows a birthday later this month", () => {
    const slots = nextDeliverySlots({ ...base, deliveriesCompleted: 1 }, { birthday: "1990-11-28" }, "2026-11-22");
    expect(labels(slots)).toEqual(["Birthday 28/11", "21 Dec 2026", "21 Jan 2027"]);
  });

  it("lists the special deliveries of the coming week, none once cancelled or fully paused", () => {
    const sub = { ...base, deliveriesCompleted: 1, addOns: [{ type: "valentines", name: "Valentine's Day", date: "2026-11-25" }] };
    const recipient = { birthday: "1990-11-28", anniversary: "2001-11-30" };
    const week = specialDeliveriesBetween(sub, recipient, "2026-11-22", "2026-11-29");
    expect(week.map((e) => `${e.label} ${e.date}`)).toEqual(["Valentine's Day 2026-11-25", "Birthday 2026-11-28"]);
    expect(specialDeliveriesBetween({ ...sub, status: "cancelled" }, recipient, "2026-11-22", "2026-11-29")).toEqual([]);
    expect(specialDeliveriesBetween({ ...sub, status: "paused", pauseType: "everything" }, recipient, "2026-11-22", "2026-11-29")).toEqual([]);
    expect(specialDeliveriesBetween({ ...sub, status: "paused", pauseType: "regular" }, recipient, "2026-11-22", "2026-11-29")).toHaveLength(2);
  });
});
