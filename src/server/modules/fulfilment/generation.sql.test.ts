import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../test/support/test-app";
import { addDaysIso, type IsoDate } from "../../../shared/domain/dates";
import { generationWindowEnd } from "../../../shared/domain/fulfilment";
import {
  buildSchedule,
  regularDeliveryDate,
  type ScheduleSubscription,
  specialDeliveriesBetween,
} from "../../../shared/domain/schedule";
import { rowsOf } from "../../db/rows";
import { fulfilmentOrders, type PurchasedSpecialDate, recipientProfiles, subscriptions, users } from "../../db/schema";
import { fulfilmentRepository } from "./fulfilment.repository";

/**
 * The set-based generation (generation.sql.ts) must make exactly the orders the TypeScript schedule
 * engine (shared/domain/schedule.ts) dates: for every subscription and 14-day window, the same
 * (subscription, delivery date, special-date type) set, with the plan each delivery is made under.
 */
const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());

const [buyer] = await db
  .insert(users)
  .values({ email: "generation@example.test", username: "generation", passwordHash: "x", fullName: "Gen Eration" })
  .returning({ id: users.id });

interface SubSpec {
  startDate: IsoDate | null;
  frequency: string;
  status?: string;
  pauseType?: string | null;
  pausedUntil?: IsoDate | null;
  planKey?: string | null;
  pendingPlanKey?: string | null;
  planChangeFrom?: IsoDate | null;
  addOns?: { type: string; date: string }[];
}
interface Sub extends SubSpec {
  id: number;
}

/** Inserts subscriptions directly (each with its own recipient: one live subscription per recipient). */
async function insertSubs(specs: SubSpec[]): Promise<Sub[]> {
  const recipients = await db
    .insert(recipientProfiles)
    .values(specs.map((_, i) => ({ userId: buyer!.id, name: `Recipient ${i}`, relationship: "friend" })))
    .returning({ id: recipientProfiles.id });
  const rows = await db
    .insert(subscriptions)
    .values(
      specs.map((spec, i) => ({
        userId: buyer!.id,
        recipientProfileId: recipients[i]!.id,
        status: spec.status ?? "active",
        frequency: spec.frequency,
        startDate: spec.startDate,
        pauseType: spec.pauseType ?? null,
        pausedUntil: spec.pausedUntil ?? null,
        planKey: spec.planKey === undefined ? "in-bloom" : spec.planKey,
        pendingPlanKey: spec.pendingPlanKey ?? null,
        planChangeFrom: spec.planChangeFrom ?? null,
        specialDates: (spec.addOns ?? []).map(
          (a): PurchasedSpecialDate => ({ type: a.type, name: a.type, date: a.date, priceCents: 2500 }),
        ),
      })),
    )
    .returning({ id: subscriptions.id });
  return specs.map((spec, i) => ({ ...spec, id: rows[i]!.id }));
}

type Key = string;
const key = (id: number, date: IsoDate, type: string, plan: string | null): Key => `${id}|${date}|${type}|${plan}`;

/** The plan a delivery on `date` is made under: a saved plan change applies from its date on. */
function planOn(sub: Sub, date: IsoDate) {
  const planKey = sub.planKey === undefined ? "in-bloom" : sub.planKey;
  return sub.pendingPlanKey && sub.planChangeFrom && date >= sub.planChangeFrom ? sub.pendingPlanKey : planKey;
}

const engineSub = (sub: Sub, status = sub.status ?? "active"): ScheduleSubscription => ({
  startDate: sub.startDate!,
  frequency: sub.frequency,
  status,
  pauseType: sub.pauseType ?? null,
  pausedUntil: sub.pausedUntil ?? null,
  deliveriesCompleted: 0,
  addOns: (sub.addOns ?? []).map((a) => ({ type: a.type, name: a.type, date: a.date })),
});

/** Regular deliveries from `from` to `to` by brute force over regularDeliveryDate (no index estimate). */
function regularByIndex(sub: Sub, from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let k = 0; ; k++) {
    const date = regularDeliveryDate(sub.startDate!, sub.frequency, k);
    if (date > to) return dates;
    if (date >= from) dates.push(date);
  }
}

/** What the engine says is due from `from` to `to`, under the generation's rules for status and pauses. */
function engineDue(sub: Sub, from: IsoDate, to: IsoDate): Key[] {
  const status = sub.status ?? "active";
  if (!sub.startDate || (status !== "active" && status !== "paused")) return [];
  const regular = buildSchedule(engineSub(sub, "active"), from)
    .filter((e) => e.kind === "regular" && e.date <= to)
    .map((e) => e.date);
  // The engine's index estimate agrees with counting every delivery from the first.
  expect(regular, `engine for ${JSON.stringify(sub)}`).toEqual(regularByIndex(sub, from, to));
  const specials = specialDeliveriesBetween(engineSub(sub, "active"), from, to);
  const paused = status === "paused";
  const until = sub.pausedUntil ?? null;
  const everything = paused && sub.pauseType === "everything";
  const skipped = (date: IsoDate) => paused && until !== null && (date === until || (everything && date <= until));
  return [
    ...regular.filter((d) => !skipped(d)).map((d) => key(sub.id, d, "", planOn(sub, d))),
    ...specials
      .filter((s) => !(everything && until !== null && s.date <= until))
      .map((s) => key(sub.id, s.date, s.type, planOn(sub, s.date))),
  ].sort();
}

/** Clears the ledger, writes the window starting `from` with the repository, and answers what it made. */
async function generate(from: IsoDate, to = generationWindowEnd(from)) {
  await db.delete(fulfilmentOrders);
  const created = await fulfilmentRepository.insertDue(db, from, to);
  const rows = await db
    .select({
      orderId: fulfilmentOrders.id,
      id: fulfilmentOrders.subscriptionId,
      date: fulfilmentOrders.deliveryDate,
      type: fulfilmentOrders.specialDateType,
      plan: fulfilmentOrders.planKey,
      status: fulfilmentOrders.status,
      supplierId: fulfilmentOrders.supplierId,
    })
    .from(fulfilmentOrders);
  // It answers the ids of exactly the deliveries it wrote: scheduled, until a payment lets them lock (ADR 0018).
  expect([...created].sort((a, b) => a - b)).toEqual(rows.map((r) => r.orderId).sort((a, b) => a - b));
  expect(rows.every((r) => r.status === "scheduled" && r.supplierId === null)).toBe(true);
  return { created: created.length, keys: rows.map((r) => key(r.id, r.date, r.type, r.plan)).sort() };
}

/** Generation agrees with the engine for these subscriptions over the window starting `from`. */
async function expectAgreement(subs: Sub[], from: IsoDate) {
  const to = generationWindowEnd(from);
  const { keys } = await generate(from, to);
  const ids = new Set(subs.map((s) => String(s.id)));
  const actual = keys.filter((k) => ids.has(k.split("|")[0]!));
  const expected = subs.flatMap((sub) => engineDue(sub, from, to)).sort();
  expect(actual, `window ${from} → ${to}`).toEqual(expected);
  return expected;
}

beforeEach(async () => {
  await db.delete(fulfilmentOrders);
});

describe("the window", () => {
  it("is 14 days on from today, both ends included", () => {
    expect(generationWindowEnd("2027-02-20")).toBe("2027-03-06");
    expect(generationWindowEnd("2028-02-20")).toBe("2028-03-05");
  });
});

describe("regular deliveries: SQL and the schedule engine agree", () => {
  // Start dates whose first box (ten days on) falls on a month end, 29-31 Jan, 28/29 Feb, across a
  // year end and in the leap year 2028, and start dates that are those days themselves.
  const START_DATES = [
    "2027-01-19", // first 29 Jan
    "2027-01-20", // first 30 Jan
    "2027-01-21", // first 31 Jan
    "2027-01-29",
    "2027-01-30",
    "2027-01-31",
    "2027-02-18", // first 28 Feb
    "2027-02-28",
    "2027-03-21", // first 31 Mar
    "2027-04-20", // first 30 Apr
    "2027-08-21", // first 31 Aug
    "2027-12-22", // first 1 Jan 2028
    "2028-01-21", // first 31 Jan (leap year)
    "2028-02-19", // first 29 Feb 2028
    "2028-02-28",
    "2028-02-29",
    "2026-11-23",
  ];
  const FREQUENCIES = ["weekly", "fortnightly", "monthly", "quarterly", "annually", "Monthly"];
  // Windows before the first deliveries, over the Feb month ends (2027 and leap 2028), and far on.
  const WINDOWS = [
    "2026-11-23",
    "2027-01-20",
    "2027-01-28",
    "2027-02-14",
    "2027-02-20",
    "2027-02-27",
    "2027-03-25",
    "2027-04-28",
    "2027-05-30",
    "2027-08-30",
    "2027-12-25",
    "2028-01-28",
    "2028-02-15",
    "2028-02-22",
    "2028-02-29",
    "2028-03-29",
    "2028-04-30",
    "2028-11-25",
    "2029-02-20",
    "2030-01-25",
  ];
  let grid: Sub[] = [];

  it(`sets up ${START_DATES.length} start dates × ${FREQUENCIES.length} frequencies`, async () => {
    grid = await insertSubs(
      START_DATES.flatMap((startDate) => FREQUENCIES.map((frequency) => ({ startDate, frequency }))),
    );
    expect(grid).toHaveLength(START_DATES.length * FREQUENCIES.length);
  });

  it.each(WINDOWS)("the 14 days from %s", async (from) => {
    const expected = await expectAgreement(grid, from);
    // Every window past the first deliveries holds deliveries (a vacuous agreement proves nothing).
    if (from >= "2027-02-14") expect(expected.length).toBeGreaterThan(0);
  });

  it("an unknown frequency is fortnightly", async () => {
    const subs = await insertSubs([
      { startDate: "2027-01-21", frequency: "annually" },
      { startDate: "2027-01-21", frequency: "fortnightly" },
      { startDate: "2027-01-21", frequency: "" },
    ]);
    const { keys } = await generate("2027-03-01");
    const datesOf = (id: number) => keys.filter((k) => k.startsWith(`${id}|`)).map((k) => k.split("|")[1]);
    expect(datesOf(subs[0]!.id)).toEqual(["2027-03-14"]);
    expect(datesOf(subs[2]!.id)).toEqual(datesOf(subs[1]!.id));
    expect(datesOf(subs[0]!.id)).toEqual(datesOf(subs[1]!.id));
  });

  it("month ends never drift: 31 Jan, 28 Feb, 31 Mar, 30 Apr; 29 Feb in 2028", async () => {
    const [monthly, leap] = await insertSubs([
      { startDate: "2027-01-21", frequency: "monthly" },
      { startDate: "2028-01-21", frequency: "monthly" },
    ]);
    const dates = async (from: IsoDate, id: number) =>
      (await generate(from)).keys.filter((k) => k.startsWith(`${id}|`)).map((k) => k.split("|")[1]);
    expect(await dates("2027-02-20", monthly!.id)).toEqual(["2027-02-28"]);
    expect(await dates("2027-03-25", monthly!.id)).toEqual(["2027-03-31"]);
    expect(await dates("2027-04-28", monthly!.id)).toEqual(["2027-04-30"]);
    expect(await dates("2028-02-20", leap!.id)).toEqual(["2028-02-29"]);
    expect(await dates("2028-03-25", leap!.id)).toEqual(["2028-03-31"]);
  });

  it("is idempotent: the same window again creates nothing", async () => {
    await db.delete(fulfilmentOrders);
    const from = "2027-02-20";
    const first = (await fulfilmentRepository.insertDue(db, from, generationWindowEnd(from))).length;
    expect(first).toBeGreaterThan(0);
    expect(await fulfilmentRepository.insertDue(db, from, generationWindowEnd(from))).toEqual([]);
    // Two at once: still one order per delivery.
    const together = await Promise.all(
      [1, 2].map(() => fulfilmentRepository.insertDue(db, from, generationWindowEnd(from))),
    );
    expect(together.flat()).toEqual([]);
    // An overlapping later window adds only the new days.
    const later = (await fulfilmentRepository.insertDue(db, "2027-02-27", generationWindowEnd("2027-02-27"))).length;
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from fulfilment_orders`));
    expect(n).toBe(first + later);
    const dupes = rowsOf(
      await db.execute(sql`
        select subscription_id, delivery_date, special_date_type from fulfilment_orders
        group by 1, 2, 3 having count(*) > 1`),
    );
    expect(dupes).toEqual([]);
  });
});

describe("bought add-ons", () => {
  it("one delivery on each add-on's day in the window, two on one day are one (the first bought)", async () => {
    const subs = await insertSubs([
      {
        startDate: "2027-01-21",
        frequency: "monthly",
        addOns: [
          { type: "anniversary", date: "2027-02-28" }, // the same day as a regular delivery
          { type: "birthday", date: "2027-03-03" },
          { type: "graduation", date: "2027-03-03" }, // same day: one delivery, the birthday
          { type: "wedding", date: "2027-03-07" }, // just past the window
          { type: "first-date", date: "2027-02-19" }, // just before it
          { type: "promotion", date: "2027-03-06" }, // the window's last day
        ],
      },
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        addOns: [
          { type: "other", date: "2027-02-20" }, // the window's first day
          { type: "birthday", date: "2028-02-29" },
        ],
      },
      {
        startDate: "2028-01-01",
        frequency: "quarterly",
        addOns: [
          { type: "engagement", date: "2028-02-29" },
          { type: "birthday", date: "2028-02-29" },
        ],
      },
    ]);
    const expected = await expectAgreement(subs, "2027-02-20");
    expect(expected).toEqual(
      [
        key(subs[0]!.id, "2027-02-28", "", "in-bloom"),
        key(subs[0]!.id, "2027-02-28", "anniversary", "in-bloom"),
        key(subs[0]!.id, "2027-03-03", "birthday", "in-bloom"),
        key(subs[0]!.id, "2027-03-06", "promotion", "in-bloom"),
        key(subs[1]!.id, "2027-02-20", "other", "in-bloom"),
        key(subs[1]!.id, "2027-02-28", "", "in-bloom"),
      ].sort(),
    );
    await expectAgreement(subs, "2028-02-22");
    await expectAgreement(subs, "2027-03-01");
  });

  it("an add-on whose date is not a date is skipped, and does not stop the others", async () => {
    const subs = await insertSubs([
      { startDate: "2027-01-21", frequency: "monthly", addOns: [{ type: "birthday", date: "someday" }] },
      { startDate: "2027-01-21", frequency: "monthly", addOns: [{ type: "birthday", date: "2027-03-01" }] },
    ]);
    const { keys } = await generate("2027-02-20");
    expect(keys.filter((k) => k.startsWith(`${subs[0]!.id}|`))).toEqual([
      key(subs[0]!.id, "2027-02-28", "", "in-bloom"),
    ]);
    expect(keys.filter((k) => k.startsWith(`${subs[1]!.id}|`))).toEqual([
      key(subs[1]!.id, "2027-02-28", "", "in-bloom"),
      key(subs[1]!.id, "2027-03-01", "birthday", "in-bloom"),
    ]);
  });
});

describe("status and pauses", () => {
  const addOns = [
    { type: "birthday", date: "2027-03-03" },
    { type: "anniversary", date: "2027-03-14" },
    { type: "wedding", date: "2027-03-15" },
  ];

  it("cancelled and draft subscriptions, and one never started, get nothing", async () => {
    const subs = await insertSubs([
      { startDate: "2027-02-18", frequency: "weekly", status: "cancelled", addOns },
      { startDate: "2027-02-18", frequency: "weekly", status: "draft", addOns },
      { startDate: null, frequency: "weekly", status: "active", addOns },
      { startDate: "2027-02-18", frequency: "weekly", status: "active", addOns }, // the control
    ]);
    const { keys } = await generate("2027-02-27");
    const of = (sub: Sub) => keys.filter((k) => k.startsWith(`${sub.id}|`));
    expect(of(subs[0]!)).toEqual([]);
    expect(of(subs[1]!)).toEqual([]);
    expect(of(subs[2]!)).toEqual([]);
    expect(of(subs[3]!).length).toBeGreaterThan(0);
    await expectAgreement(subs, "2027-02-27");
  });

  it("a 'regular' pause skips exactly the delivery on paused_until, not the ones around it nor add-ons", async () => {
    // Weekly from 28 Feb 2027: 28 Feb, 7, 14, 21 Mar …; the pause skips 7 March.
    const subs = await insertSubs([
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        status: "paused",
        pauseType: "regular",
        pausedUntil: "2027-03-07",
        addOns: [...addOns, { type: "other", date: "2027-03-07" }],
      },
      {
        startDate: "2027-01-21",
        frequency: "monthly",
        status: "paused",
        pauseType: "regular",
        pausedUntil: "2027-02-28",
      },
      // paused_until the day before a delivery: nothing is skipped.
      {
        startDate: "2027-02-18",
        frequency: "fortnightly",
        status: "paused",
        pauseType: "regular",
        pausedUntil: "2027-03-13",
      },
    ]);
    // 1-15 March.
    const expected = await expectAgreement(subs, "2027-03-01");
    expect(expected.filter((k) => k.startsWith(`${subs[0]!.id}|`))).toEqual(
      [
        key(subs[0]!.id, "2027-03-03", "birthday", "in-bloom"),
        key(subs[0]!.id, "2027-03-07", "other", "in-bloom"),
        key(subs[0]!.id, "2027-03-14", "", "in-bloom"),
        key(subs[0]!.id, "2027-03-14", "anniversary", "in-bloom"),
        key(subs[0]!.id, "2027-03-15", "wedding", "in-bloom"),
      ].sort(),
    );
    expect(expected.filter((k) => k.startsWith(`${subs[2]!.id}|`))).toEqual([
      key(subs[2]!.id, "2027-03-14", "", "in-bloom"),
    ]);
    // 27 February - 13 March: the monthly one's 28 February is the one skipped.
    const before = await expectAgreement(subs, "2027-02-27");
    expect(before.filter((k) => k.startsWith(`${subs[1]!.id}|`))).toEqual([]);
    expect(before.filter((k) => k.startsWith(`${subs[0]!.id}|`))).toContain(
      key(subs[0]!.id, "2027-02-28", "", "in-bloom"),
    );
    for (const from of ["2027-02-20", "2027-03-07", "2027-03-08", "2027-03-25"]) await expectAgreement(subs, from);
  });

  it("an 'everything' pause skips every delivery up to and including paused_until, add-ons too", async () => {
    const subs = await insertSubs([
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        status: "paused",
        pauseType: "everything",
        pausedUntil: "2027-03-07",
        addOns,
      },
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        status: "paused",
        pauseType: "everything",
        pausedUntil: "2027-03-14",
        addOns,
      },
    ]);
    // 1-15 March: weekly on 7 and 14 March, add-ons on 3, 14 and 15 March.
    const expected = await expectAgreement(subs, "2027-03-01");
    expect(expected.filter((k) => k.startsWith(`${subs[0]!.id}|`))).toEqual(
      [
        key(subs[0]!.id, "2027-03-14", "", "in-bloom"),
        key(subs[0]!.id, "2027-03-14", "anniversary", "in-bloom"),
        key(subs[0]!.id, "2027-03-15", "wedding", "in-bloom"),
      ].sort(),
    );
    expect(expected.filter((k) => k.startsWith(`${subs[1]!.id}|`))).toEqual([
      key(subs[1]!.id, "2027-03-15", "wedding", "in-bloom"),
    ]);
    for (const from of ["2027-02-20", "2027-03-07", "2027-03-08", "2027-03-25"]) await expectAgreement(subs, from);
  });

  it("a pending plan change gives the new plan from its date on, add-ons included", async () => {
    const subs = await insertSubs([
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        planKey: "in-bloom",
        pendingPlanKey: "unwind-edit",
        planChangeFrom: "2027-03-07",
        addOns,
      },
      // Not yet applying in this window.
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        planKey: "moments-to-savour",
        pendingPlanKey: "in-bloom",
        planChangeFrom: "2027-04-04",
      },
      // A change date with no plan, or a plan with no date, changes nothing.
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        planKey: "in-bloom",
        pendingPlanKey: null,
        planChangeFrom: "2027-03-07",
      },
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        planKey: "in-bloom",
        pendingPlanKey: "unwind-edit",
        planChangeFrom: null,
      },
      // A subscription to a box sold on its own has no plan of its own.
      { startDate: "2027-02-18", frequency: "weekly", planKey: null },
    ]);
    const expected = await expectAgreement(subs, "2027-03-01");
    expect(expected.filter((k) => k.startsWith(`${subs[0]!.id}|`))).toEqual(
      [
        key(subs[0]!.id, "2027-03-03", "birthday", "in-bloom"),
        key(subs[0]!.id, "2027-03-07", "", "unwind-edit"),
        key(subs[0]!.id, "2027-03-14", "", "unwind-edit"),
        key(subs[0]!.id, "2027-03-14", "anniversary", "unwind-edit"),
        key(subs[0]!.id, "2027-03-15", "wedding", "unwind-edit"),
      ].sort(),
    );
    await expectAgreement(subs, "2027-02-27");
    expect(expected.filter((k) => k.startsWith(`${subs[1]!.id}|`)).every((k) => k.endsWith("|moments-to-savour"))).toBe(
      true,
    );
    expect(expected.filter((k) => k.startsWith(`${subs[4]!.id}|`)).every((k) => k.endsWith("|null"))).toBe(true);
    for (const from of ["2027-03-25", "2027-03-30"]) await expectAgreement(subs, from);
  });

  it("a paused subscription with a pending plan change: both rules at once", async () => {
    const subs = await insertSubs([
      {
        startDate: "2027-02-18",
        frequency: "weekly",
        status: "paused",
        pauseType: "regular",
        pausedUntil: "2027-03-07",
        planKey: "in-bloom",
        pendingPlanKey: "the-lucky-dip",
        planChangeFrom: "2027-03-07",
        addOns,
      },
    ]);
    for (const from of ["2027-02-27", "2027-03-01", addDaysIso("2027-03-07", 1)]) await expectAgreement(subs, from);
  });

  it("only the subscriptions asked for, when the caller names them", async () => {
    const subs = await insertSubs([
      { startDate: "2027-02-18", frequency: "weekly" },
      { startDate: "2027-02-18", frequency: "weekly" },
    ]);
    await db.delete(fulfilmentOrders);
    const created = await fulfilmentRepository.insertDue(db, "2027-02-27", generationWindowEnd("2027-02-27"), {
      subscriptions: [subs[1]!.id],
    });
    const rows = await db.select().from(fulfilmentOrders);
    expect(created.length).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.subscriptionId))).toEqual(new Set([subs[1]!.id]));
    expect(
      await db
        .select()
        .from(fulfilmentOrders)
        .where(inArray(fulfilmentOrders.subscriptionId, [subs[0]!.id])),
    ).toEqual([]);
  });
});

describe("windows longer than the 14 days the service asks for", () => {
  // Regression: the series once walked a fixed four cycles from the window's start, so a longer
  // window silently dropped later deliveries (weekly from 1 March to 30 May made only three).
  it("a 91-day window gets every weekly delivery in it", async () => {
    const subs = await insertSubs([
      { startDate: "2027-02-18", frequency: "weekly" },
      { startDate: "2027-01-21", frequency: "monthly" },
    ]);
    const from = "2027-03-01";
    const to = "2027-05-30";
    const { keys } = await generate(from, to);
    const ids = new Set(subs.map((s) => String(s.id)));
    expect(keys.filter((k) => ids.has(k.split("|")[0]!))).toEqual(subs.flatMap((s) => engineDue(s, from, to)).sort());
  });
});
