import { sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/domain/dates";
import { ORDER_STATUSES } from "../../../shared/domain/fulfilment-status";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { fulfilmentOrders, supplierClosedDates, suppliers } from "../../db/schema";

export interface VendorDayRow {
  supplier_id: number;
  date: string;
  /** Orders it holds for that delivery date (any order status: a sent box used the day too). */
  orders: number;
  closed: boolean;
}

/** The advisory-lock namespace of a vendor's days (the second key is the vendor's id). */
const CAPACITY_LOCK = 17_017;

/** Only these vendors' days, or every vendor's. */
const ofVendors = (column: ReturnType<typeof sql.raw>, ids?: number[]) =>
  ids ? sql`and ${column} = any(${sql.param(ids)}::int[])` : sql``;

/**
 * Reads for capacity and closures (PRODUCT.md "Vendors' orders and payouts"). Set-based: one query
 * answers every vendor's orders and closures per delivery date in a window, however many orders
 * are then routed against them.
 */
export const capacityRepository = {
  /** Each vendor's orders and closure per delivery date from `from` (to `to` when given); days with neither are left out. */
  async vendorDays(db: DbOrTx, from: IsoDate, to: IsoDate | null, supplierIds?: number[]) {
    const upTo = (column: string) => (to ? sql`and ${sql.raw(column)} <= ${to}::date` : sql``);
    return rowsOf<VendorDayRow>(
      await db.execute(sql`
        select supplier_id, d::text as date, sum(orders)::int as orders, bool_or(closed) as closed from (
          select f.supplier_id, f.delivery_date as d, count(*) as orders, false as closed
          from ${fulfilmentOrders} f
          where f.supplier_id is not null and f.status = any(${sql.param([...ORDER_STATUSES])}::text[])
            and f.delivery_date >= ${from}::date ${upTo("f.delivery_date")} ${ofVendors(sql.raw("f.supplier_id"), supplierIds)}
          group by f.supplier_id, f.delivery_date
          union all
          select c.supplier_id, c.date as d, 0 as orders, true as closed
          from ${supplierClosedDates} c
          where c.date >= ${from}::date ${upTo("c.date")} ${ofVendors(sql.raw("c.supplier_id"), supplierIds)}
        ) days
        group by supplier_id, d
        order by supplier_id, d`),
    );
  },

  /** Unassigned open orders per delivery date in the window (staff's load chart). */
  async unassignedPerDay(db: DbOrTx, from: IsoDate, to: IsoDate) {
    return rowsOf<{ date: string; orders: number }>(
      await db.execute(sql`
        select delivery_date::text as date, count(*)::int as orders from ${fulfilmentOrders}
        where supplier_id is null and status = 'to_order' and delivery_date between ${from}::date and ${to}::date
        group by delivery_date`),
    );
  },

  /** One vendor's daily capacity (any status). */
  async dailyCapacity(db: DbOrTx, supplierId: number) {
    const [row] = rowsOf<{ daily_capacity: number }>(
      await db.execute(sql`select daily_capacity from ${suppliers} where id = ${supplierId}`),
    );
    return row?.daily_capacity ?? null;
  },

  /**
   * Holds one vendor's days until the transaction ends: two claims by the same vendor at once are
   * counted one after the other, so together they cannot pass its capacity.
   */
  async lockVendorDays(tx: DbOrTx, supplierId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK}::int, ${supplierId}::int)`);
  },
};

/** The rows as maps per vendor: orders per date and closed dates. */
export function indexVendorDays(rows: readonly VendorDayRow[]) {
  const byVendor = new Map<number, { ordersByDate: Map<string, number>; closedDates: Set<string> }>();
  for (const row of rows) {
    let days = byVendor.get(row.supplier_id);
    if (!days) {
      days = { ordersByDate: new Map(), closedDates: new Set() };
      byVendor.set(row.supplier_id, days);
    }
    if (row.orders) days.ordersByDate.set(row.date, row.orders);
    if (row.closed) days.closedDates.add(row.date);
  }
  return byVendor;
}
