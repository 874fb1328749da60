import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertSubscription } from "../../../../test/support/analytics";
import { sessionFor, signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import type { ShopAnalytics } from "../../../shared/schemas/analytics";
import { subscriptionStatusChanges, subscriptions } from "../../db/schema";

/** Staff's clock: Thursday 26 November 2026, noon in Sydney (AEDT, UTC+11); this week began Monday 23rd. */
const now = new Date("2026-11-26T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);

const monthlyNsw = await insertSubscription(app, { state: "NSW", frequency: "monthly" });
// A state typed in lower case with spaces still counts as Victoria.
const weeklyVic = await insertSubscription(app, { state: " vic ", frequency: "weekly" });
await insertSubscription(app, {
  planKey: "unwind-edit",
  state: "QLD",
  frequency: "monthly",
  billingInterval: "annual",
  amountCents: 108_000,
});
await insertSubscription(app, { planKey: "unwind-edit", state: null, frequency: "quarterly" });
// Not active: counted apart (paused) or not at all.
const paused = await insertSubscription(app, { status: "paused", frequency: "fortnightly" });
await insertSubscription(app, { status: "cancelled" });
await insertSubscription(app, { status: "draft" });

async function figures(): Promise<ShopAnalytics> {
  const response = await app.inject({ url: "/api/admin/analytics", headers: { cookie: staff.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("active subscriptions", () => {
  it("counts active ones by plan, by the recipient's state and by frequency", async () => {
    const { active } = await figures();
    expect(active.total).toBe(4);
    expect(active.paused).toBe(1);
    expect(active.byPlan).toEqual([
      { key: "in-bloom", label: "In Bloom", count: 2 },
      { key: "unwind-edit", label: expect.any(String), count: 2 },
    ]);
    expect(Object.fromEntries(active.byState.map((row) => [row.label, row.count]))).toEqual({
      NSW: 1,
      VIC: 1,
      QLD: 1,
      Unknown: 1,
    });
    expect(active.byFrequency).toEqual([
      { key: "monthly", label: "Monthly", count: 2 },
      { key: "quarterly", label: "Every 3 Months", count: 1 },
      { key: "weekly", label: "Weekly", count: 1 },
    ]);
  });
});

describe("monthly recurring revenue", () => {
  it("normalises each active subscription's charge to a month", async () => {
    const { recurring } = await figures();
    // Weekly $100 × 52 / 12 = $433.33…; monthly $100; annual $1,080 / 12 = $90; quarterly $100 × 4 / 12 = $33.33…
    expect(recurring.rows).toEqual([
      expect.objectContaining({
        frequency: "weekly",
        billingInterval: "pay-as-you-go",
        chargesPerYear: 52,
        monthlyCents: 43_333,
      }),
      expect.objectContaining({
        frequency: "monthly",
        billingInterval: "pay-as-you-go",
        chargesPerYear: 12,
        monthlyCents: 10_000,
      }),
      expect.objectContaining({
        frequency: "monthly",
        billingInterval: "annual",
        chargesPerYear: 1,
        monthlyCents: 9000,
      }),
      expect.objectContaining({
        frequency: "quarterly",
        billingInterval: "pay-as-you-go",
        chargesPerYear: 4,
        monthlyCents: 3333,
      }),
    ]);
    // 43,333.33 + 10,000 + 9,000 + 3,333.33 = 65,666.67: rounded once on the total.
    expect(recurring.monthlyCents).toBe(65_667);
  });
});

describe("new, paused and cancelled per week", () => {
  it("records every status change, whoever makes it", async () => {
    await app.ctx.db
      .update(subscriptions)
      .set({ status: "paused" })
      .where(eq(subscriptions.id, weeklyVic.subscriptionId));
    const changes = await app.ctx.db
      .select()
      .from(subscriptionStatusChanges)
      .where(eq(subscriptionStatusChanges.subscriptionId, weeklyVic.subscriptionId));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([
      [null, "active"],
      ["active", "paused"],
    ]);
    // An update that keeps the status records nothing.
    await app.ctx.db.update(subscriptions).set({ cardMessage: "x" }).where(eq(subscriptions.id, paused.subscriptionId));
    const pausedChanges = await app.ctx.db
      .select()
      .from(subscriptionStatusChanges)
      .where(eq(subscriptionStatusChanges.subscriptionId, paused.subscriptionId));
    expect(pausedChanges).toHaveLength(1);
  });

  it("counts them per Sydney week (Monday to Sunday), the last 12 weeks", async () => {
    // The history the test needs, at the moments it needs (the trigger's own rows say "now").
    await app.ctx.db.delete(subscriptionStatusChanges);
    const id = monthlyNsw.subscriptionId;
    const other = weeklyVic.subscriptionId;
    const change = (fromStatus: string | null, toStatus: string, at: string, subscriptionId = id) => ({
      subscriptionId,
      fromStatus,
      toStatus,
      changedAt: new Date(at),
    });
    await app.ctx.db.insert(subscriptionStatusChanges).values([
      // Monday 23 Nov 00:30 Sydney (still Sunday 22nd in UTC): this week.
      change("draft", "active", "2026-11-22T13:30:00Z"),
      // Sunday 22 Nov 23:30 Sydney: the week before.
      change(null, "active", "2026-11-22T12:30:00Z", other),
      // A resume is not a new subscription.
      change("paused", "active", "2026-11-24T00:00:00Z"),
      change("active", "paused", "2026-11-10T00:00:00Z"),
      change("active", "paused", "2026-11-11T00:00:00Z", other),
      // Monday 7 Sep 00:30 Sydney (AEST, UTC+10): the first week shown.
      change("active", "cancelled", "2026-09-06T14:30:00Z"),
      // Sunday 6 Sep 23:30 Sydney: before the first week.
      change("active", "cancelled", "2026-09-06T13:30:00Z", other),
    ]);
    const { weeks } = await figures();
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe("2026-09-07");
    expect(weeks[11]!.weekStart).toBe("2026-11-23");
    const byWeek = Object.fromEntries(weeks.map((w) => [w.weekStart, [w.started, w.paused, w.cancelled]]));
    expect(byWeek["2026-11-23"]).toEqual([1, 0, 0]);
    expect(byWeek["2026-11-16"]).toEqual([1, 0, 0]);
    expect(byWeek["2026-11-09"]).toEqual([0, 2, 0]);
    expect(byWeek["2026-09-07"]).toEqual([0, 0, 1]);
    const total = weeks.reduce((sum, w) => sum + w.started + w.paused + w.cancelled, 0);
    expect(total).toBe(5);
  });
});

describe("who may see the figures", () => {
  it("answers staff only: 401 signed out, 403 for buyers and vendors", async () => {
    expect((await app.inject({ url: "/api/admin/analytics" })).statusCode).toBe(401);
    for (const role of ["customer", "vendor"] as const) {
      const { cookie } = await sessionFor(app, role);
      const response = await app.inject({ url: "/api/admin/analytics", headers: { cookie } });
      expect(response.statusCode, role).toBe(403);
      expect(JSON.stringify(response.json()), role).not.toContain("byPlan");
    }
  });
});
