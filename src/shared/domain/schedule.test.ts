import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysIso, daysBetween, isIsoDate } from "./dates";
import {
  buildSchedule,
  deliverySkippedByPause,
  firstDeliveryDate,
  nextDeliveryDate,
  nextDeliverySlots,
  nextRegularDelivery,
  planChangeStart,
  regularDeliveryDate,
  type ScheduleSubscription,
  specialDeliveriesBetween,
} from "./schedule";

// Paid on 21 Nov 2026: the first box is due by 1 Dec, then one a month on the 1st.
const base: ScheduleSubscription = {
  startDate: "2026-11-21",
  frequency: "monthly",
  status: "active",
  pauseType: null,
  deliveriesCompleted: 0,
};
const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

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
  fc.constantFrom(
    "2024-02-29",
    "2028-02-29",
    "2032-02-29",
    "2000-02-29",
    "2027-02-28",
    "2028-01-31",
    "2027-08-31",
    "2026-12-31",
    "2028-03-31",
  ),
  fc
    .integer({ min: 2000, max: 2080 })
    .filter((y) => y % 4 === 0)
    .map((y) => `${y}-02-29`),
);
const unknownFrequency = fc
  .string({ maxLength: 12 })
  .filter((f) => !(KNOWN_FREQUENCIES as readonly string[]).includes(f));
const anyFrequency = fc.oneof(fc.constantFrom(...KNOWN_FREQUENCIES), unknownFrequency);

/** What `k` cycles of a frequency after `anchor` must be, computed independently. */
function expectedStep(anchor: string, frequency: string, k: number): string {
  switch (frequency) {
    case "weekly":
      return addDaysIso(anchor, 7 * k);
    case "monthly":
      return addMonthsClamped(anchor, k);
    case "quarterly":
      return addMonthsClamped(anchor, 3 * k);
    default:
      return addDaysIso(anchor, 14 * k);
  }
}

describe("the next delivery at creation (spec §9)", () => {
  it.each([
    ["weekly", "2026-12-28", "2027-01-04"],
    ["fortnightly", "2026-12-28", "2027-01-11"],
    ["monthly", "2027-01-31", "2027-02-28"],
    ["monthly", "2028-01-31", "2028-02-29"],
    ["quarterly", "2026-11-30", "2027-02-28"],
    ["quarterly", "2027-11-29", "2028-02-29"],
    ["something-else", "2026-02-20", "2026-03-06"],
  ])("%s from %s is %s", (frequency, from, expected) => {
    expect(nextDeliveryDate(from, frequency)).toBe(expected);
  });

  it("is always one step of the frequency after the start (property)", () => {
    fc.assert(
      fc.property(day, anyFrequency, (from, frequency) => {
        const next = nextDeliveryDate(from, frequency);
        expect(isIsoDate(next), next).toBe(true);
        expect(next).toBe(expectedStep(from, frequency, 1));
      }),
      { numRuns: 500 },
    );
  });
});

describe("regular deliveries", () => {
  it("start with the first box, due within 7-10 days of payment, then follow the frequency", () => {
    expect(firstDeliveryDate("2026-11-21")).toBe("2026-12-01");
    expect([0, 1, 2].map((k) => regularDeliveryDate("2026-11-21", "monthly", k))).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
    ]);
    expect([0, 1, 2].map((k) => regularDeliveryDate("2026-11-21", "weekly", k))).toEqual([
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
    ]);
    expect([0, 1].map((k) => regularDeliveryDate("2026-11-21", "quarterly", k))).toEqual(["2026-12-01", "2027-03-01"]);
  });

  // Regression: the first box was dated the day of payment, so a weekly plan's second box (day 7) came
  // before its first (day 7-10).
  it("never dates a later box before the first one, whatever the frequency", () => {
    for (const frequency of KNOWN_FREQUENCIES) {
      expect(regularDeliveryDate("2026-11-21", frequency, 1) > regularDeliveryDate("2026-11-21", frequency, 0)).toBe(
        true,
      );
    }
  });

  it.each([
    // A first delivery on 29 February: months count from it and come back to the 29th.
    ["monthly", "2028-02-19", 0, "2028-02-29"],
    ["monthly", "2028-02-19", 12, "2029-02-28"],
    ["monthly", "2028-02-19", 13, "2029-03-29"],
    ["monthly", "2028-02-19", 48, "2032-02-29"],
    ["quarterly", "2028-02-19", 4, "2029-02-28"],
    ["quarterly", "2028-02-19", 5, "2029-05-29"],
    ["weekly", "2028-02-19", 1, "2028-03-07"],
    ["fortnightly", "2028-02-05", 1, "2028-02-29"],
    // The 31st stays the 31st where the month has one.
    ["monthly", "2027-01-21", 2, "2027-03-31"],
  ] as const)("%s from a start on %s, number %i, is %s", (frequency, start, k, expected) => {
    expect(regularDeliveryDate(start, frequency, k)).toBe(expected);
  });

  it("count from the first box without drift (property)", () => {
    fc.assert(
      fc.property(day, anyFrequency, fc.integer({ min: 0, max: 120 }), (start, frequency, k) => {
        const date = regularDeliveryDate(start, frequency, k);
        expect(isIsoDate(date), date).toBe(true);
        expect(date).toBe(expectedStep(firstDeliveryDate(start), frequency, k));
        expect(regularDeliveryDate(start, frequency, k + 1) > date).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("the next one on or after a day is exactly that: the first not before it (property)", () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...KNOWN_FREQUENCIES),
        fc.integer({ min: -30, max: 3000 }),
        (start, frequency, offset) => {
          const today = addDaysIso(start, offset);
          const next = nextRegularDelivery({ startDate: start, frequency }, today);
          expect(next >= today).toBe(true);
          // Whatever index it is, the one before it (if any) is before today.
          let k = 0;
          while (regularDeliveryDate(start, frequency, k) !== next) k++;
          if (k > 0) expect(regularDeliveryDate(start, frequency, k - 1) < today).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("the schedule", () => {
  const valentines = { type: "valentines", name: "Valentine's Day", date: "2027-02-14" };
  const birthday = { type: "birthday", name: "Birthday", date: "2027-03-14" };

  it("lists the next 12 months: regular boxes, and bought add-ons before their month's regular box", () => {
    const entries = buildSchedule({ ...base, addOns: [birthday, valentines] }, "2026-11-21");
    expect(entries.slice(0, 6).map((e) => `${e.kind === "special" ? `S ${e.label}` : "R"} ${e.date}`)).toEqual([
      "R 2026-12-01",
      "R 2027-01-01",
      "S Valentine's Day 2027-02-14",
      "R 2027-02-01",
      "S Birthday 2027-03-14",
      "R 2027-03-01",
    ]);
    expect(entries.filter((e) => e.kind === "regular")).toHaveLength(12);
  });

  it("keeps every entry inside the 12 months from today, in month order, specials first (property)", () => {
    const addOn = fc.record({
      type: fc.constantFrom("valentines", "mothers-day", "birthday"),
      name: fc.constantFrom("Valentine's Day", "Mother's Day", "Birthday"),
      date: day,
    });
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...KNOWN_FREQUENCIES, "odd"),
        fc.array(addOn, { maxLength: 4 }),
        fc.integer({ min: -20, max: 800 }),
        (start, frequency, addOns, offset) => {
          const today = addDaysIso(start, offset);
          const entries = buildSchedule({ ...base, startDate: start, frequency, addOns }, today);
          const end = addMonthsClamped(today, 12);
          for (const entry of entries) {
            expect(isIsoDate(entry.date), entry.date).toBe(true);
            expect(entry.date >= today && entry.date < end).toBe(true);
          }
          for (let i = 1; i < entries.length; i++) {
            const [a, b] = [entries[i - 1]!, entries[i]!];
            expect(a.date.slice(0, 7) <= b.date.slice(0, 7)).toBe(true);
            if (a.date.slice(0, 7) === b.date.slice(0, 7))
              expect(a.kind === "regular" && b.kind === "special").toBe(false);
          }
          // Never the same special day twice.
          const specialDays = entries.filter((e) => e.kind === "special").map((e) => e.date);
          expect(new Set(specialDays).size).toBe(specialDays.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("built only as far as asked, is the full schedule's beginning (property)", () => {
    const addOn = fc.record({
      type: fc.constantFrom("valentines", "birthday"),
      name: fc.constantFrom("Valentine's Day", "Birthday"),
      date: day,
    });
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...KNOWN_FREQUENCIES),
        fc.array(addOn, { maxLength: 4 }),
        fc.integer({ min: -20, max: 800 }),
        fc.integer({ min: 1, max: 6 }),
        (start, frequency, addOns, offset, wanted) => {
          const sub = { ...base, startDate: start, frequency, addOns };
          const today = addDaysIso(start, offset);
          const full = buildSchedule(sub, today);
          const first = buildSchedule(sub, today, wanted);
          expect(first.length).toBeGreaterThanOrEqual(Math.min(wanted, full.length));
          expect(first).toEqual(full.slice(0, first.length));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is one-time for add-ons: a bought date does not come back the next year", () => {
    expect(buildSchedule({ ...base, addOns: [valentines] }, "2027-03-01").filter((e) => e.kind === "special")).toEqual(
      [],
    );
  });
});

describe("the three next-delivery slots", () => {
  it("shows 7-10 days first for a new subscription, then the dated boxes", () => {
    expect(labels(nextDeliverySlots(base, "2026-11-21"))).toEqual(["7-10 days", "1 Jan 2027", "1 Feb 2027"]);
  });

  it("shows the upcoming boxes once the first has arrived", () => {
    expect(labels(nextDeliverySlots({ ...base, deliveriesCompleted: 1 }, "2026-12-02"))).toEqual([
      "1 Jan 2027",
      "1 Feb 2027",
      "1 Mar 2027",
    ]);
  });

  it("follows the frequency", () => {
    expect(labels(nextDeliverySlots({ ...base, frequency: "weekly", deliveriesCompleted: 1 }, "2026-12-02"))).toEqual([
      "8 Dec 2026",
      "15 Dec 2026",
      "22 Dec 2026",
    ]);
    expect(
      labels(nextDeliverySlots({ ...base, frequency: "quarterly", deliveriesCompleted: 4 }, "2027-09-10")),
    ).toEqual(["1 Dec 2027", "1 Mar 2028", "1 Jun 2028"]);
  });

  it("shows On Hold for the box a pause skips, and on every slot when everything is paused", () => {
    const paused = {
      ...base,
      deliveriesCompleted: 1,
      status: "paused",
      pauseType: "regular",
      pausedUntil: "2027-01-01",
    };
    expect(labels(nextDeliverySlots(paused, "2026-12-10"))).toEqual(["On Hold", "1 Feb 2027", "1 Mar 2027"]);
    expect(labels(nextDeliverySlots({ ...paused, status: "PAUSED", pauseType: "everything" }, "2026-12-10"))).toEqual([
      "On Hold",
      "On Hold",
      "On Hold",
    ]);
  });

  // Regression: a cancelled row read "TBD TBD TBD".
  it("reads Cancelled once cancelled", () => {
    expect(labels(nextDeliverySlots({ ...base, deliveriesCompleted: 3, status: "cancelled" }, "2027-02-10"))).toEqual([
      "Cancelled",
      "Cancelled",
      "Cancelled",
    ]);
  });

  it("shows a bought add-on by name, after the first box's 7-10 days", () => {
    const sub = {
      ...base,
      startDate: "2027-02-02",
      addOns: [{ type: "valentines", name: "Valentine's Day", date: "2027-02-14" }],
    };
    expect(labels(nextDeliverySlots(sub, "2027-02-02"))).toEqual(["7-10 days", "Valentine's Day 14/02", "12 Mar 2027"]);
  });

  // Regression: birthdays and anniversaries on the profile showed as deliveries though never bought.
  it("shows only bought add-ons, never the profile's own dates", () => {
    const sub = { ...base, deliveriesCompleted: 1, addOns: [] };
    expect(labels(nextDeliverySlots(sub, "2026-12-02"))).toEqual(["1 Jan 2027", "1 Feb 2027", "1 Mar 2027"]);
  });

  // Regression: Anniversary and Wedding Anniversary on 30/11 showed the same day twice.
  it("never shows the same special day twice", () => {
    const sub = {
      ...base,
      deliveriesCompleted: 1,
      addOns: [
        { type: "anniversary", name: "Anniversary", date: "2026-12-20" },
        { type: "wedding-anniversary", name: "Wedding Anniversary", date: "2026-12-20" },
      ],
    };
    expect(labels(nextDeliverySlots(sub, "2026-12-02"))).toEqual(["Anniversary 20/12", "1 Jan 2027", "1 Feb 2027"]);
  });

  // Regression: a weekly box and a bought birthday on the same day showed that day twice.
  it("shows a regular delivery on a bought add-on's day once, as the add-on", () => {
    const sub = {
      ...base,
      startDate: "2026-01-26", // weekly from 5 Feb 2026: 12, 19 Feb…
      frequency: "weekly" as const,
      deliveriesCompleted: 1,
      addOns: [{ type: "birthday", name: "Birthday", date: "2026-02-19" }],
    };
    expect(labels(nextDeliverySlots(sub, "2026-02-13"))).toEqual(["Birthday 19/02", "26 Feb 2026", "5 Mar 2026"]);
  });

  // Regression: the account listed a delivery the buyer had skipped, and a moved one on its old date.
  it("follows the buyer's changes: a skipped delivery is not listed, a moved one is on its new date", () => {
    const sub = {
      ...base,
      deliveriesCompleted: 1,
      changes: [
        { slotDate: "2027-01-01", deliveryDate: null },
        { slotDate: "2027-02-01", deliveryDate: "2027-02-03" },
      ],
    };
    expect(labels(nextDeliverySlots(sub, "2026-12-02"))).toEqual(["3 Feb 2027", "1 Mar 2027", "1 Apr 2027"]);
    // Moved from a day already past to one still to come: listed.
    const late = { ...base, deliveriesCompleted: 1, changes: [{ slotDate: "2026-12-01", deliveryDate: "2026-12-04" }] };
    expect(labels(nextDeliverySlots(late, "2026-12-02"))).toEqual(["4 Dec 2026", "1 Jan 2027", "1 Feb 2027"]);
    // A new subscription whose first box was moved shows that box's date, not "7-10 days".
    const first = { ...base, changes: [{ slotDate: "2026-12-01", deliveryDate: "2026-12-05" }] };
    expect(labels(nextDeliverySlots(first, "2026-11-22"))).toEqual(["5 Dec 2026", "1 Jan 2027", "1 Feb 2027"]);
  });

  it("still shows the delivery a pause skips as On Hold", () => {
    const sub = {
      ...base,
      status: "paused",
      pauseType: "next",
      pausedUntil: "2027-01-01",
      deliveriesCompleted: 1,
      changes: [{ slotDate: "2027-01-01", deliveryDate: null }],
    };
    expect(labels(nextDeliverySlots(sub, "2026-12-02"))).toEqual(["On Hold", "1 Feb 2027", "1 Mar 2027"]);
  });

  it("always gives exactly three slots (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("active", "paused", "cancelled"),
        fc.constantFrom(...KNOWN_FREQUENCIES),
        fc.integer({ min: 0, max: 2000 }),
        (done, status, frequency, offset) => {
          const slots = nextDeliverySlots(
            { ...base, deliveriesCompleted: done, status, frequency, pauseType: "regular" },
            addDaysIso(base.startDate, offset),
          );
          expect(slots).toHaveLength(3);
        },
      ),
    );
  });

  it("never shows a date twice, whatever add-ons fall on delivery days (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KNOWN_FREQUENCIES),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 4 }),
        (frequency, offset, addOnDays) => {
          const today = addDaysIso(base.startDate, offset);
          const addOns = addOnDays.map((days, i) => ({
            type: "other",
            name: `Day ${i}`,
            date: addDaysIso(today, days),
          }));
          const slots = nextDeliverySlots({ ...base, frequency, deliveriesCompleted: 1, addOns }, today);
          const dates = slots.flatMap((slot) => ("date" in slot ? [slot.date] : []));
          expect(new Set(dates).size).toBe(dates.length);
          expect(slots).toHaveLength(3);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("special-date deliveries in a window (reminders)", () => {
  const sub = {
    ...base,
    deliveriesCompleted: 1,
    addOns: [{ type: "valentines", name: "Valentine's Day", date: "2026-11-25" }],
  };

  it("lists bought add-ons in the window, none once cancelled or fully paused", () => {
    expect(specialDeliveriesBetween(sub, "2026-11-22", "2026-11-29").map((e) => `${e.label} ${e.date}`)).toEqual([
      "Valentine's Day 2026-11-25",
    ]);
    expect(specialDeliveriesBetween({ ...sub, status: "cancelled" }, "2026-11-22", "2026-11-29")).toEqual([]);
    expect(
      specialDeliveriesBetween({ ...sub, status: "paused", pauseType: "everything" }, "2026-11-22", "2026-11-29"),
    ).toEqual([]);
    expect(
      specialDeliveriesBetween({ ...sub, status: "paused", pauseType: "regular" }, "2026-11-22", "2026-11-29"),
    ).toHaveLength(1);
  });
});

describe("a pause", () => {
  it("skips the next regular box after today", () => {
    expect(deliverySkippedByPause({ startDate: "2026-11-21", frequency: "monthly" }, "2026-12-01")).toBe("2027-01-01");
    expect(deliverySkippedByPause({ startDate: "2026-11-21", frequency: "weekly" }, "2026-12-02")).toBe("2026-12-08");
  });
});

describe("when a plan change applies (21 days' notice)", () => {
  const weekly = { ...base, frequency: "weekly", deliveriesCompleted: 1 };

  // Regression: a change went through 8 days before a weekly delivery.
  it("for a weekly plan, skips every box under 21 days away", () => {
    // Boxes on 8, 15, 22 and 29 Dec; today 30 Nov: 8, 15 and 22 Dec are 8, 15 and 22 days away.
    expect(planChangeStart(weekly, "2026-11-30", 21)).toEqual({ appliesFrom: "2026-12-22", fromNextDelivery: false });
  });

  it("for a monthly plan, applies from the next box when it is 21 days or more away", () => {
    expect(planChangeStart({ ...base, deliveriesCompleted: 1 }, "2026-12-05", 21)).toEqual({
      appliesFrom: "2027-01-01",
      fromNextDelivery: true,
    });
    expect(planChangeStart({ ...base, deliveriesCompleted: 1 }, "2026-12-20", 21)).toEqual({
      appliesFrom: "2027-02-01",
      fromNextDelivery: false,
    });
  });

  it("does not count the box a pause skips", () => {
    const paused = { ...base, deliveriesCompleted: 1, status: "paused", pausedUntil: "2027-01-01" };
    expect(planChangeStart(paused, "2026-12-05", 21)).toEqual({ appliesFrom: "2027-02-01", fromNextDelivery: true });
  });

  it("always applies to the first box at least 21 days away, and every box before it is closer (property)", () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...KNOWN_FREQUENCIES),
        fc.integer({ min: -20, max: 1500 }),
        (start, frequency, offset) => {
          const today = addDaysIso(start, offset);
          const sub = { ...base, startDate: start, frequency, deliveriesCompleted: 1 };
          const { appliesFrom, fromNextDelivery } = planChangeStart(sub, today, 21);
          expect(daysBetween(today, appliesFrom)).toBeGreaterThanOrEqual(21);
          const next = nextRegularDelivery(sub, today);
          expect(fromNextDelivery).toBe(next === appliesFrom);
          for (let date = next; date < appliesFrom; date = nextRegularDelivery(sub, addDaysIso(date, 1))) {
            expect(daysBetween(today, date)).toBeLessThan(21);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
