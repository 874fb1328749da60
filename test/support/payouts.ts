import type { App } from "../../src/server/app";
import { fulfilmentOrders } from "../../src/server/db/schema";

let nextDay = 0;

/**
 * An order of `subscriptionId` held by `supplierId`, written directly with the delivered moment given
 * (a confirmation records `delivered_at` as it happens; tests need moments in the past). `legacy`: an
 * order confirmed before `delivered_at` was recorded (only `updated_at` says when).
 * Each call takes a new delivery date, so the subscription's one-order-per-date rule holds.
 */
export async function orderDeliveredAt(
  app: App,
  values: {
    subscriptionId: number;
    supplierId: number;
    at: string;
    costCents: number | null;
    status?: string;
    legacy?: boolean;
  },
) {
  nextDay += 1;
  const deliveryDate = new Date(Date.UTC(2026, 0, 1) + nextDay * 86_400_000).toISOString().slice(0, 10);
  const status = values.status ?? "delivered";
  const [row] = await app.ctx.db
    .insert(fulfilmentOrders)
    .values({
      subscriptionId: values.subscriptionId,
      supplierId: values.supplierId,
      deliveryDate,
      slotDate: deliveryDate,
      status,
      deliveryConfirmed: status === "delivered",
      costCents: values.costCents,
      createdAt: new Date(values.at),
      updatedAt: new Date(values.at),
      deliveredAt: status === "delivered" && !values.legacy ? new Date(values.at) : null,
    })
    .returning({ id: fulfilmentOrders.id });
  return row!.id;
}
