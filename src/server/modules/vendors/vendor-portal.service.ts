import { addDaysIso, addMonthsIso, todayIso } from "../../../shared/domain/dates";
import { ORDER_STATUSES } from "../../../shared/domain/fulfilment-status";
import type { VendorAnalytics, VendorOverview } from "../../../shared/schemas/vendor-portal";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { vendorOrdersRepository as orders } from "./vendor-orders.repository";
import type { VendorsService } from "./vendors.service";

type UserRow = typeof users.$inferSelect;
const STATUSES = ORDER_STATUSES;
const MONTHS_SHOWN = 12;

/** The last `n` months as "yyyy-mm", oldest first, ending with the month of `today`. */
export function lastMonths(today: string, n: number): string[] {
  const first = addMonthsIso(`${today.slice(0, 7)}-01`, -(n - 1));
  return Array.from({ length: n }, (_, i) => addMonthsIso(first, i).slice(0, 7));
}

/** The portal's figures, computed from the vendor's own orders (no sample figures, PRODUCT.md "Vendors"). */
export function createVendorPortalService(ctx: AppContext, vendors: VendorsService) {
  const { db, clock } = ctx;

  return {
    async overview(user: UserRow): Promise<VendorOverview> {
      const supplier = await vendors.ownSupplier(user);
      const today = todayIso(clock.now());
      const [figures, activeGiftBoxes] = await Promise.all([
        orders.figures(db, supplier.id, today, addDaysIso(today, 7)),
        orders.activeGiftBoxes(db, supplier.id),
      ]);
      return {
        orders: {
          total: figures.total,
          open: figures.total - figures.delivered,
          delivered: figures.delivered,
          dueThisWeek: figures.dueThisWeek,
        },
        subscribers: figures.subscribers,
        earnedCents: figures.earnedCents,
        pendingCents: figures.pendingCents,
        activeGiftBoxes,
      };
    },

    async analytics(user: UserRow): Promise<VendorAnalytics> {
      const supplier = await vendors.ownSupplier(user);
      const months = lastMonths(todayIso(clock.now()), MONTHS_SHOWN);
      const [rows, onTime] = await Promise.all([
        orders.monthlyByStatus(db, supplier.id, `${months[0]}-01`),
        orders.onTime(db, supplier.id),
      ]);
      return {
        months: months.map((month) => {
          const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<
            (typeof STATUSES)[number],
            number
          >;
          for (const row of rows) {
            if (row.month === month && (STATUSES as readonly string[]).includes(row.status)) {
              counts[row.status as (typeof STATUSES)[number]] += row.count;
            }
          }
          return { month, ...counts };
        }),
        onTimeRate: onTime.delivered ? onTime.onTime / onTime.delivered : null,
        deliveredCount: onTime.delivered,
      };
    },
  };
}

export type VendorPortalService = ReturnType<typeof createVendorPortalService>;
