import pg from "pg";
import { Visitor } from "./client";
import { type ReturningBuyer, recipient, registration, TEST_CARD } from "./journey";

let made = 0;

/** A buyer who registered and paid, signed in from its own address; its first delivery not yet confirmed. */
async function payingBuyer(base: URL): Promise<ReturningBuyer> {
  const n = 1_000_000 + made++;
  const visitor = new Visitor(base);
  await visitor.expect("POST", "/api/auth/register", registration(n));
  const profile = await visitor.expect("POST", "/api/recipient-profiles", recipient(n));
  const checkout = await visitor.expect("POST", "/api/create-subscription-checkout", {
    recipientId: (profile.body as { id: number }).id,
    frequency: "monthly",
  });
  const session = checkout.body as { checkoutId: number; subscriptionId: number };
  await visitor.expect("POST", `/api/checkout/${session.checkoutId}/test-payment`, TEST_CARD);
  return { visitor, subscriptionId: session.subscriptionId };
}

/**
 * `count` returning buyers: each paid through the API, then staff generate the orders and confirm each
 * one's first delivery (PATCH deliveryConfirmed, the staff dashboard's toggle), so it may be paused.
 * The order ids come from the database: the staff page would need paging through every order.
 */
export async function makeReturningBuyers(
  base: URL,
  staff: Visitor,
  databaseUrl: string,
  count: number,
): Promise<ReturningBuyer[]> {
  const buyers: ReturningBuyer[] = [];
  for (let i = 0; i < count; i += 10)
    buyers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => payingBuyer(base)))));
  await staff.expect("POST", "/api/admin/generate-fulfillment-orders");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; subscription_id: number }>(
      `select distinct on (subscription_id) id, subscription_id from fulfilment_orders
       where subscription_id = any($1) and special_date_type = '' and status in ('to_order', 'ordered')
       order by subscription_id, delivery_date`,
      [buyers.map((b) => b.subscriptionId)],
    );
    if (rows.length !== buyers.length)
      throw new Error(`returning buyers: ${rows.length} first orders for ${buyers.length} subscriptions`);
    for (let i = 0; i < rows.length; i += 10)
      await Promise.all(
        rows
          .slice(i, i + 10)
          .map((row) => staff.expect("PATCH", `/api/admin/fulfillment-orders/${row.id}`, { deliveryConfirmed: true })),
      );
  } finally {
    await client.end();
  }
  return buyers;
}
