import type { App } from "../../src/server/app";
import {
  fulfilmentOrderEvents,
  fulfilmentOrders,
  payments,
  recipientProfiles,
  subscriptions,
  suppliers,
} from "../../src/server/db/schema";
import { sessionFor } from "./http";

/**
 * Rows for the staff figures, written straight to the tables (the figures read what is there; the
 * journeys that write them are tested elsewhere), each with the moments and dates a test needs.
 */

let counter = 0;

/** A buyer, a recipient in `state` and a subscription to them; its id and buyer's id. */
export async function insertSubscription(
  app: App,
  values: {
    status?: string;
    planKey?: string | null;
    state?: string | null;
    frequency?: string;
    billingInterval?: string;
    amountCents?: number;
  } = {},
) {
  const buyer = await sessionFor(app, "customer", "Figure Buyer");
  const [recipient] = await app.ctx.db
    .insert(recipientProfiles)
    .values({
      userId: buyer.userId,
      name: "Figure Recipient",
      relationship: "Friend",
      state: values.state === undefined ? "NSW" : values.state,
    })
    .returning({ id: recipientProfiles.id });
  const [sub] = await app.ctx.db
    .insert(subscriptions)
    .values({
      userId: buyer.userId,
      recipientProfileId: recipient!.id,
      status: values.status ?? "active",
      planKey: values.planKey === undefined ? "in-bloom" : values.planKey,
      frequency: values.frequency ?? "monthly",
      billingInterval: values.billingInterval ?? "pay-as-you-go",
      amountCents: values.amountCents ?? 10_000,
    })
    .returning({ id: subscriptions.id });
  return { subscriptionId: sub!.id, userId: buyer.userId };
}

/** A payment of the subscription made at `at` (an instant). */
export async function insertPayment(
  app: App,
  sub: { subscriptionId: number; userId: number },
  values: { at: string; amountCents: number; gstCents: number; kind?: string; status?: string },
) {
  counter++;
  await app.ctx.db.insert(payments).values({
    userId: sub.userId,
    subscriptionId: sub.subscriptionId,
    provider: "test",
    providerPaymentId: `figures-${process.pid}-${counter}`,
    kind: values.kind ?? (values.amountCents < 0 ? "refund" : "renewal"),
    status: values.status ?? "succeeded",
    amountCents: values.amountCents,
    gstCents: values.gstCents,
    createdAt: new Date(values.at),
  });
}

/** An approved vendor; its supplier id. */
export async function insertVendor(app: App, name: string) {
  const vendor = await sessionFor(app, "vendor", name);
  const [row] = await app.ctx.db
    .insert(suppliers)
    .values({
      userId: vendor.userId,
      name,
      email: `vendor.${vendor.userId}@example.com`,
      phone: "0412 345 678",
      address: "1 Figure Lane",
      state: "NSW",
      zipCode: "2000",
      status: "approved",
    })
    .returning({ id: suppliers.id });
  return row!.id;
}

/** A delivery of the subscription on `date` in the ledger; its id. */
export async function insertDelivery(
  app: App,
  subscriptionId: number,
  values: { date: string; status: string; supplierId?: number | null; deliveredAt?: string },
) {
  const [row] = await app.ctx.db
    .insert(fulfilmentOrders)
    .values({
      subscriptionId,
      deliveryDate: values.date,
      slotDate: values.date,
      status: values.status,
      supplierId: values.supplierId ?? null,
      deliveryConfirmed: values.status === "delivered",
      deliveredAt: values.deliveredAt ? new Date(values.deliveredAt) : null,
    })
    .returning({ id: fulfilmentOrders.id });
  return row!.id;
}

/** A vendor's decline of an order (the offer step that passed it on). */
export async function insertDecline(app: App, orderId: number, supplierId: number) {
  await app.ctx.db
    .insert(fulfilmentOrderEvents)
    .values({ orderId, supplierId, kind: "declined", reason: "fully_booked" });
}
