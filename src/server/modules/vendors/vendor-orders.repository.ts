import { and, count, countDistinct, eq, gte, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { fulfilmentOrderEvents, fulfilmentOrders, giftBoxes } from "../../db/schema";

const isDelivered = eq(fulfilmentOrders.status, "delivered");
const sumCost = (where: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${fulfilmentOrders.costCents}) filter (where ${where}), 0)::int`;

/**
 * Reads of one vendor's orders for its portal: one aggregate query per figure set, never a query
 * per order. (The fulfilment module writes these rows; the portal only reads them.)
 */
export const vendorOrdersRepository = {
  async figures(db: DbOrTx, supplierId: number, today: string, weekEnd: string) {
    const [row] = await db
      .select({
        total: count(),
        delivered: sql<number>`count(*) filter (where ${isDelivered})::int`,
        dueThisWeek: sql<number>`count(*) filter (where ${ne(fulfilmentOrders.status, "delivered")} and ${and(
          gte(fulfilmentOrders.deliveryDate, today),
          lte(fulfilmentOrders.deliveryDate, weekEnd),
        )})::int`,
        subscribers: countDistinct(fulfilmentOrders.subscriptionId),
        earnedCents: sumCost(sql`${isDelivered}`),
        pendingCents: sumCost(sql`${ne(fulfilmentOrders.status, "delivered")}`),
      })
      .from(fulfilmentOrders)
      .where(eq(fulfilmentOrders.supplierId, supplierId));
    return row!;
  },

  async activeGiftBoxes(db: DbOrTx, supplierId: number) {
    return db.$count(giftBoxes, and(eq(giftBoxes.supplierId, supplierId), eq(giftBoxes.isActive, true)));
  },

  /** Orders per delivery week (its Monday) and status, with delivery dates from `from` to `to`. */
  weeklyByStatus(db: DbOrTx, supplierId: number, from: string, to: string) {
    const week = sql<string>`to_char(date_trunc('week', ${fulfilmentOrders.deliveryDate}), 'YYYY-MM-DD')`;
    return db
      .select({ week, status: fulfilmentOrders.status, count: count() })
      .from(fulfilmentOrders)
      .where(
        and(
          eq(fulfilmentOrders.supplierId, supplierId),
          gte(fulfilmentOrders.deliveryDate, from),
          lte(fulfilmentOrders.deliveryDate, to),
        ),
      )
      .groupBy(week, fulfilmentOrders.status);
  },

  /** The vendor's declines (orders it said no to), by the delivery week of the order, from `from` to `to`. */
  weeklyDeclines(db: DbOrTx, supplierId: number, from: string, to: string) {
    const week = sql<string>`to_char(date_trunc('week', ${fulfilmentOrders.deliveryDate}), 'YYYY-MM-DD')`;
    return db
      .select({ week, count: count() })
      .from(fulfilmentOrderEvents)
      .innerJoin(fulfilmentOrders, eq(fulfilmentOrders.id, fulfilmentOrderEvents.orderId))
      .where(
        and(
          eq(fulfilmentOrderEvents.supplierId, supplierId),
          eq(fulfilmentOrderEvents.kind, "declined"),
          gte(fulfilmentOrders.deliveryDate, from),
          lte(fulfilmentOrders.deliveryDate, to),
        ),
      )
      .groupBy(week);
  },

  /** Every order the vendor has declined. */
  async declines(db: DbOrTx, supplierId: number) {
    return db.$count(
      fulfilmentOrderEvents,
      and(eq(fulfilmentOrderEvents.supplierId, supplierId), eq(fulfilmentOrderEvents.kind, "declined")),
    );
  },

  async onTime(db: DbOrTx, supplierId: number) {
    const [row] = await db
      .select({
        delivered: count(),
        onTime: sql<number>`count(*) filter (where ${fulfilmentOrders.dispatchDate} <= ${fulfilmentOrders.deliveryDate})::int`,
      })
      .from(fulfilmentOrders)
      .where(and(eq(fulfilmentOrders.supplierId, supplierId), isDelivered, isNotNull(fulfilmentOrders.dispatchDate)));
    return row!;
  },
};
