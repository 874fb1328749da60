import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pay, prepareCheckout } from "../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../test/support/http";
import { createTestApp } from "../../../test/support/test-app";
import { addDaysIso } from "../../shared/domain/dates";
import type { CreatedSubscription } from "../../shared/schemas/subscription";
import { fulfilmentOrders, payments } from "../db/schema";

/**
 * The ledger's invariants (issue 16) over random sequences of checkout, renewals (days passing),
 * pause, resume, skip, un-skip, move, delivery and cancel with or without refunds, through the API:
 * - each payment's parts add up to it exactly, GST included;
 * - no delivery becomes an order, let alone is dispatched, unpaid;
 * - a paid delivery is never dropped silently: withdrawn ones were unpaid, refunded ones carry a
 *   refund record of exactly their parts;
 * - a delivered delivery is never skipped, paused, withdrawn or refunded;
 * - no request answers with a 5xx.
 */
let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

type Command =
  | { op: "days"; n: number }
  | { op: "skip" | "unskip"; pick: number }
  | { op: "move"; pick: number; offset: number }
  | { op: "pause" | "resume" | "deliver" }
  | { op: "cancel"; refund: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant("days" as const), n: fc.integer({ min: 1, max: 25 }) }),
  fc.record({ op: fc.constantFrom("skip" as const, "unskip" as const), pick: fc.nat(30) }),
  fc.record({ op: fc.constant("move" as const), pick: fc.nat(30), offset: fc.integer({ min: -10, max: 40 }) }),
  fc.record({ op: fc.constantFrom("pause" as const, "resume" as const, "deliver" as const) }),
  fc.record({ op: fc.constant("cancel" as const), refund: fc.boolean() }),
);

async function buy(frequency: string, plan: "annual" | "pay-as-you-go") {
  const buyer = await signUp(app);
  const draft = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie: buyer.cookie },
    payload: {
      giftBoxId: 1,
      recipientName: "Robin Lane",
      recipientEmail: "robin@example.com",
      recipientAddress: "3 Gum Street, Newtown NSW 2042",
      frequency,
    },
  });
  const created = draft.json() as CreatedSubscription;
  const checkout = await prepareCheckout(app, buyer.cookie, {
    recipientId: created.recipientProfileId,
    subscriptionId: created.id,
    frequency: plan,
  });
  expect((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode).toBe(200);
  return { ...buyer, subscriptionId: created.id };
}

async function checkInvariants(subscriptionId: number, everDelivered: Set<number>) {
  const rows = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId));
  const paid = await db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
  for (const payment of paid.filter((p) => p.status === "succeeded" && p.kind !== "refund")) {
    const parts = rows.filter((r) => r.paymentId === payment.id);
    expect(
      parts.reduce((sum, r) => sum + r.allocatedCents, 0),
      `payment ${payment.id}`,
    ).toBe(payment.amountCents);
    expect(
      parts.reduce((sum, r) => sum + r.allocatedGstCents, 0),
      `GST of ${payment.id}`,
    ).toBe(payment.gstCents);
  }
  for (const refund of paid.filter((p) => p.kind === "refund")) {
    const parts = rows.filter((r) => r.refundPaymentId === refund.id);
    expect(parts.every((r) => r.status === "refunded")).toBe(true);
    expect(-parts.reduce((sum, r) => sum + r.allocatedCents, 0)).toBe(refund.amountCents);
    expect(-parts.reduce((sum, r) => sum + r.allocatedGstCents, 0)).toBe(refund.gstCents);
  }
  for (const row of rows) {
    if (["to_order", "ordered", "shipped", "delivered"].includes(row.status))
      expect(row.paymentId, `order ${row.id} on ${row.deliveryDate} unpaid`).not.toBeNull();
    if (row.status === "withdrawn") expect(row.allocatedCents, `withdrawn ${row.id} was paid`).toBe(0);
    if (row.status === "refunded") expect(row.refundPaymentId).not.toBeNull();
    if (everDelivered.has(row.id)) expect(row.status, `delivered ${row.id}`).toBe("delivered");
    if (row.status === "delivered") everDelivered.add(row.id);
  }
}

describe("ledger invariants over random buyer histories", () => {
  it("hold after every step", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("weekly", "monthly", "quarterly"),
        fc.constantFrom("annual" as const, "pay-as-you-go" as const),
        fc.array(command, { minLength: 1, maxLength: 8 }),
        async (frequency, plan, commands) => {
          const buyer = await buy(frequency, plan);
          const base = `/api/subscriptions/${buyer.subscriptionId}`;
          const everDelivered = new Set<number>();
          const call = async (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) => {
            const response = await app.inject({
              method,
              url,
              headers: { cookie: buyer.cookie },
              ...(payload ? { payload } : {}),
            });
            expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
            return response;
          };
          const deliveries = async () =>
            (await call("GET", `${base}/deliveries`)).json() as { id: number; deliveryDate: string }[];
          for (const step of commands) {
            switch (step.op) {
              case "days":
                now = new Date(now.getTime() + step.n * 86_400_000);
                await app.services.dailyJobs.run();
                await app.services.fulfilment.generate();
                break;
              case "skip":
              case "unskip": {
                const list = await deliveries();
                const target = list[step.pick % Math.max(1, list.length)];
                if (target) await call("POST", `${base}/deliveries/${target.id}/${step.op}`);
                break;
              }
              case "move": {
                const list = await deliveries();
                const target = list[step.pick % Math.max(1, list.length)];
                if (target)
                  await call("POST", `${base}/deliveries/${target.id}/move`, {
                    date: addDaysIso(target.deliveryDate, step.offset),
                  });
                break;
              }
              case "pause":
                await call("PATCH", base, { status: "paused", pauseType: "regular" });
                break;
              case "resume":
                await call("PATCH", base, { status: "active" });
                break;
              case "deliver": {
                const [order] = (
                  await db
                    .select()
                    .from(fulfilmentOrders)
                    .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId))
                ).filter((r) => r.status === "to_order");
                if (order)
                  await app.inject({
                    method: "PATCH",
                    url: `/api/admin/fulfillment-orders/${order.id}`,
                    headers: { cookie: staff.cookie },
                    payload: { deliveryConfirmed: true },
                  });
                break;
              }
              case "cancel":
                await call("POST", `${base}/cancel`, { paidDeliveries: step.refund ? "refund" : "send" });
                break;
            }
            await checkInvariants(buyer.subscriptionId, everDelivered);
          }
        },
      ),
      { numRuns: 12, seed: 1_612_026 },
    );
  }, 240_000);
});
