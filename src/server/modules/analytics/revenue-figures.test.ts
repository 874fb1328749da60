import { describe, expect, it } from "vitest";
import { insertPayment, insertSubscription } from "../../../../test/support/analytics";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import type { ShopAnalytics } from "../../../shared/schemas/analytics";

/** Staff's clock: 26 November 2026 in Sydney. The 12 months shown are December 2025 … November 2026. */
const now = new Date("2026-11-26T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const sub = await insertSubscription(app);

// 31 Oct 23:30 Sydney (AEDT, UTC+11) is October's, though UTC says 31 Oct too; 1 Nov 00:30 Sydney is
// November's although UTC still says 31 October.
await insertPayment(app, sub, { at: "2026-10-31T12:30:00Z", amountCents: 10_000, gstCents: 909, kind: "initial" });
await insertPayment(app, sub, { at: "2026-10-31T13:30:00Z", amountCents: 10_000, gstCents: 909 });
await insertPayment(app, sub, { at: "2026-11-05T02:00:00Z", amountCents: 108_000, gstCents: 9818 });
// A refund is a negative payment with negative GST.
await insertPayment(app, sub, { at: "2026-11-20T02:00:00Z", amountCents: -5000, gstCents: -455 });
// A failed charge took no money.
await insertPayment(app, sub, { at: "2026-11-21T02:00:00Z", amountCents: 10_000, gstCents: 909, status: "failed" });
// 30 Nov 2025 23:30 Sydney: the month before the first shown. 1 Dec 2025 00:30 Sydney: the first month.
await insertPayment(app, sub, { at: "2025-11-30T12:30:00Z", amountCents: 7500, gstCents: 682 });
await insertPayment(app, sub, { at: "2025-11-30T13:30:00Z", amountCents: 7500, gstCents: 682 });

async function figures(): Promise<ShopAnalytics> {
  const response = await app.inject({ url: "/api/admin/analytics", headers: { cookie: staff.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("revenue and refunds per month", () => {
  it("sums succeeded payments per Sydney month: gross, refunds, net and the GST in it", async () => {
    const { months } = await figures();
    expect(months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    const byMonth = Object.fromEntries(months.map(({ month, ...rest }) => [month, rest]));
    expect(byMonth["2025-12"]).toEqual({ grossCents: 7500, refundsCents: 0, netCents: 7500, gstCents: 682 });
    expect(byMonth["2026-10"]).toEqual({ grossCents: 10_000, refundsCents: 0, netCents: 10_000, gstCents: 909 });
    expect(byMonth["2026-11"]).toEqual({
      grossCents: 118_000,
      refundsCents: -5000,
      netCents: 113_000,
      gstCents: 909 + 9818 - 455,
    });
    expect(byMonth["2026-06"]).toEqual({ grossCents: 0, refundsCents: 0, netCents: 0, gstCents: 0 });
  });
});
