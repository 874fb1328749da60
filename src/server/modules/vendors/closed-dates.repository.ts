import { and, asc, eq, gte } from "drizzle-orm";
import type { IsoDate } from "../../../shared/domain/dates";
import type { DbOrTx } from "../../db/client";
import { supplierClosedDates, suppliers } from "../../db/schema";

/** A vendor's capacity and closed dates (the vendors module owns both tables). */
export const closedDatesRepository = {
  /** The vendor's closed dates from `from` on, in order. */
  async from(db: DbOrTx, supplierId: number, from: IsoDate) {
    const rows = await db
      .select({ date: supplierClosedDates.date })
      .from(supplierClosedDates)
      .where(and(eq(supplierClosedDates.supplierId, supplierId), gte(supplierClosedDates.date, from)))
      .orderBy(asc(supplierClosedDates.date));
    return rows.map((row) => row.date);
  },

  /** Replaces the vendor's closed dates from `from` on with `dates` (earlier ones are history, kept). */
  async replaceFrom(db: DbOrTx, supplierId: number, from: IsoDate, dates: readonly IsoDate[]) {
    await db
      .delete(supplierClosedDates)
      .where(and(eq(supplierClosedDates.supplierId, supplierId), gte(supplierClosedDates.date, from)));
    if (dates.length)
      await db
        .insert(supplierClosedDates)
        .values(dates.map((date) => ({ supplierId, date })))
        .onConflictDoNothing();
  },

  async setDailyCapacity(db: DbOrTx, supplierId: number, dailyCapacity: number) {
    await db.update(suppliers).set({ dailyCapacity }).where(eq(suppliers.id, supplierId));
  },
};
