import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsIso, daysBetween, isIsoDate } from "./dates";
import {
  buildSchedule,
  nextDeliveryDate,
  nextDeliverySlots,
  nextRegularDelivery,
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

describe("schedules that start on 29 February", () => {
  it.each([
    ["monthly", "2028-02-29", "2028-03-29"],
    ["quarterly", "2028-02-29", "2028-05-29"],
    ["weekly", "2028-02-29", "2028-03-07"],
    ["fortnightly", "2028-02-29", "2028-03-14"],
    ["something-else", "2028-02-29", "2028-03-14"],
    // Across 29 February 2028: leap day counts as a day.
    ["weekly", "2028-02-26", "2028-03-04"],
    ["weekly", "2028-02-22", "2028-02-29"],
    ["fortnightly", "2028-02-20", "2028-03-05"],
    ["fortnightly", "2028-02-15", "2028-02-29"],
    // In a common year the month has no 29 February to land on.
    ["monthly", "2029-01-29", "2029-02-28"],
    ["quarterly", "2028-11-30", "2029-02-28"],
    ["quarterly", "2027-11-29", "2028-02-29"],
  ])("next %s delivery from %s is %s", (frequency, from, expected) => {
    expect(nextDeliveryDate(from, frequency)).toBe(expected);
  });

  it.each([
    ["monthly", "2028-02-29", 0, "2028-02-29"],
    ["monthly", "2028-02-29", 1, "2028-03-29"],
    ["monthly", "2028-02-29", 11, "2029-01-29"],
    ["monthly", "2028-02-29", 12, "2029-02-28"],
    // Anchored to the start: after the clamped 28 February it goes back to the 29th.
    ["monthly", "2028-02-29", 13, "2029-03-29"],
    ["monthly", "2028-02-29", 48, "2032-02-29"],
    ["quarterly", "2028-02-29", 1, "2028-05-29"],
    ["quarterly", "2028-02-29", 4, "2029-02-28"],
    ["quarterly", "2028-02-29", 5, "2029-05-29"],
    ["quarterly", "2028-02-29", 16, "2032-02-29"],
    ["weekly", "2028-02-29", 1, "2028-03-07"],
    ["weekly", "2028-02-29", 52, "2029-02-27"],
    ["weekly", "2028-02-22", 1, "2028-02-29"],
    ["weekly", "2028-02-22", 2, "2028-03-07"],
    ["fortnightly", "2028-02-29", 1, "2028-03-14"],
    ["fortnightly", "2028-02-29", 26, "2029-02-27"],
    ["fortnightly", "2028-02-15", 1, "2028-02-29"],
    ["fortnightly", "2028-02-15", 2, "2028-03-14"],
  ] as const)("regular %s delivery from %s, number %i, is %s", (frequency, start, k, expected) => {
    expect(regularDeliveryDate(start, frequency, k)).toBe(expected);
  });

  it("gives the next regular delivery of a subscription started on 29 February", () => {
    const leap = { ...base, startDate: "2028-02-29" };
    expect(nextRegularDelivery({ ...leap, deliveriesCompleted: 12 })).toBe("2029-02-28");
    expect(nextRegularDelivery({ ...leap, deliveriesCompleted: 12, deliveriesSkipped: 1 })).toBe("2029-03-29");
    expect(nextRegularDelivery({ ...leap, frequency: "quarterly", deliveriesCompleted: 4 })).toBe("2029-02-28");
    expect(nextRegularDelivery({ ...leap, frequency: "weekly", deliveriesCompleted: 1 })).toBe("2028-03-07");
  });

  it("builds a monthly schedule from 29 February with one delivery a month", () => {
    const regular = buildSchedule({ ...base, startDate: "2028-02-29" }, {}).filter((e) => e.kind === "regular");
    expect(regular.map((e) => e.date)).toEqual([
      "2028-02-29", "2028-03-29", "2028-04-29", "2028-05-29", "2028-06-29", "2028-07-29",
      "2028-08-29", "2028-09-29", "2028-10-29", "2028-11-29", "2028-12-29", "2029-01-29",
    ]);
    const secondYear = buildSchedule({ ...base, startDate: "2028-02-29" }, {}, 12).filter((e) => e.kind === "regular");
    expect(secondYear[0]).toEqual({ kind: "regular", date: "2029-02-28", index: 12 });
    expect(secondYear[1]).toEqual({ kind: "regular", date: "2029-03-29", index: 13 });
  });
});

/** An independent month adder: same day in the target month, clamped to that month's last day. */
function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12; // 0-based
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

const KNOWN_FREQUENCIES = ["weekly", "fortnightly", "monthly", "quarterly"] as const;
const isoDay = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2080-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Any day, with month ends and leap days (the awkward ones) drawn often. */
const day = fc.oneof(
  isoDay,
  fc.constantFrom("2024-02-29", "2028-02-29", "2032-02-29", "2000-02-29", "2027-02-28", "2028-01-31", "2027-08-31", "2026-12-31", "2028-03-31"),
  fc.integer({ min: 2000, max: 2080 }).filter((y) => y % 4 === 0).map((y) => `${y}-02-29`),
);
const unknownFrequency = fc.string({ maxLength: 12 }).filter((f) => !(KNOWN_FREQUENCIES as readonly string[]).includes(f));

describe("next and regular delivery dates (properties)", () => {
  it("nextDeliveryDate is always a valid date after the start, by the frequency's step", () => {
    fc.assert(
      fc.property(day, fc.oneof(fc.constantFrom(...KNOWN_FREQUENCIES), unknownFrequency), (from, frequency) => {
        const next = nextDeliveryDate(from, frequency);
        expect(isIsoDate(next), next).toBe(true);
        expect(next > from).toBe(true);
        switch (frequency) {
          case "weekly":
            expect(daysBetween(from, next)).toBe(7);
            break;
          case "fortnightly":
            expect(daysBetween(from, next)).toBe(14);
            break;
          case "monthly":
            expect(next).toBe(addMonthsClamped(from, 1));
            break;
          case "quarterly":
            expect(next).toBe(addMonthsClamped(from, 3));
            break;
          default:
            expect(daysBetween(from, next)).toBe(14);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("monthly and quarterly keep the day of the month, or the month's last day when it is shorter", () => {
    fc.assert(
      fc.property(day, fc.constantFrom("monthly", "quarterly"), (from, frequency) => {
        const next = nextDeliveryDate(from, frequency);
        const wantedMonths = frequency === "monthly" ? 1 : 3;
        const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
        const [ny, nm, nd] = next.split("-").map(Number) as [number, number, number];
        expect(ny * 12 + nm - (fy * 12 + fm)).toBe(wantedMonths);
        const lastDay = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
        expect(nd).toBe(Math.min(fd, lastDay));
      }),
      { numRuns: 500 },
    );
  });

  it("regularDeliveryDate counts from the start without drift, always valid and after the start", () => {
    fc.assert(
      fc.property(day, fc.oneof(fc.constantFrom(...KNOWN_FREQUENCIES), unknownFrequency), fc.integer({ min: 0, max: 120 }), (start, frequency, k) => {
        const date = regularDeliveryDate(start, frequency, k);
        expect(isIsoDate(date), date).toBe(true);
        if (k === 0) expect(date).toBe(start);
        else expect(date > start).toBe(true);
        switch (frequency) {
          case "weekly":
            expect(daysBetween(start, date)).toBe(7 * k);
            break;
          case "monthly":
            expect(date).toBe(addMonthsClamped(start, k));
            break;
          case "quarterly":
            expect(date).toBe(addMonthsClamped(start, 3 * k));
            break;
          default:
            expect(daysBetween(start, date)).toBe(14 * k);
        }
        // The first step agrees with nextDeliveryDate, and later steps keep going forward.
        if (k === 1) expect(date).toBe(nextDeliveryDate(start, frequency));
        expect(regularDeliveryDate(start, frequency, k + 1) > date).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the built schedule (property)", () => {
  const specialDate = fc.record({ type: fc.constantFrom("first-date", "wedding", "other", "graduation"), date: day, label: fc.option(fc.constantFrom("Gotcha day", "Moving in")) });
  const addOn = fc.record({ type: fc.constantFrom("valentines", "mothers-day", "birthday"), name: fc.constantFrom("Valentine's Day", "Mother's Day", "Birthday"), date: day });

  it("puts every special entry before the regular delivery of the same month, specials in date order", () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...KNOWN_FREQUENCIES, "odd"),
        fc.record({ birthday: fc.option(day), anniversary: fc.option(day), specialDates: fc.array(specialDate, { maxLength: 4 }) }),
        fc.array(addOn, { maxLength: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(day),
        (start, frequency, recipient, addOns, fromIndex, today) => {
          const entries = buildSchedule({ ...base, startDate: start, frequency, addOns }, recipient, fromIndex, today ?? undefined);
          for (let i = 0; i < entries.length; i++) {
            for (let j = i + 1; j < entries.length; j++) {
              const [a, b] = [entries[i]!, entries[j]!];
              expect(a.date.slice(0, 7) <= b.date.slice(0, 7)).toBe(true);
              if (a.date.slice(0, 7) !== b.date.slice(0, 7)) continue;
              // Same month: never a regular delivery before a special one.
              expect(a.kind === "regular" && b.kind === "special", `${a.kind} ${a.date} before ${b.kind} ${b.date}`).toBe(false);
              if (a.kind === b.kind) expect(a.date <= b.date).toBe(true);
            }
          }
          for (const entry of entries) expect(isIsoDate(entry.date), entry.date).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
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
