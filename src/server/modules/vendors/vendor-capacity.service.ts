import type { z } from "zod";
import { closedDateProblem, lastClosableDate } from "../../../shared/domain/capacity";
import { todayIso } from "../../../shared/domain/dates";
import { canEditCatalogue, VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import type { CapacitySettings, capacitySettingsInputSchema } from "../../../shared/schemas/vendor-capacity";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { AppError, notFound, validation } from "../../lib/errors";
import { closedDatesRepository as repo } from "./closed-dates.repository";
import { vendorsRepository } from "./vendors.repository";
import { NO_SUPPLIER_RECORD } from "./vendors.service";

type UserRow = typeof users.$inferSelect;

/**
 * A vendor's own capacity and closures (PRODUCT.md "Vendors' orders and payouts"): how many orders it
 * takes per delivery day and the days it is closed. Routing and claiming read them.
 */
export function createVendorCapacityService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => todayIso(ctx.clock.now());

  async function settingsOf(supplierId: number, dailyCapacity: number): Promise<CapacitySettings> {
    const day = today();
    return {
      dailyCapacity,
      closedDates: await repo.from(db, supplierId, day),
      today: day,
      lastClosableDate: lastClosableDate(day),
    };
  }

  async function own(user: UserRow) {
    const row = await vendorsRepository.findByUserId(db, user.id);
    if (!row) throw notFound(NO_SUPPLIER_RECORD);
    return row;
  }

  return {
    async get(user: UserRow) {
      const row = await own(user);
      return settingsOf(row.id, row.dailyCapacity);
    },

    /**
     * Saves the capacity and the closed dates from today on, together or not at all. A date in the
     * past or more than a year ahead is refused with its own message; rejected and suspended vendors'
     * portals are read-only.
     */
    async save(user: UserRow, input: z.output<typeof capacitySettingsInputSchema>) {
      const row = await own(user);
      if (!canEditCatalogue(row.status)) throw new AppError("INVALID_STATE", VENDOR_READ_ONLY_MESSAGE);
      const day = today();
      for (const date of input.closedDates) {
        const problem = closedDateProblem(date, day);
        if (problem) throw validation(problem, { closedDates: problem });
      }
      await db.transaction(async (tx) => {
        await repo.setDailyCapacity(tx, row.id, input.dailyCapacity);
        await repo.replaceFrom(tx, row.id, day, input.closedDates);
      });
      return settingsOf(row.id, input.dailyCapacity);
    },
  };
}
export type VendorCapacityService = ReturnType<typeof createVendorCapacityService>;
