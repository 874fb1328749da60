import { addDaysIso, parseIsoDate, todayIso } from "../../../shared/domain/dates";
import { ORDER_STATUSES } from "../../../shared/domain/fulfilment-status";
import type { VendorAnalytics, VendorOverview } from "../../../shared/schemas/vendor-portal";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { vendorOrdersRepository as orders } from "./vendor-orders.repository";
import type { VendorsService } from "./vendors.service";

type UserRow = typeof users.$inferSelect;
const STATUSES = ORDER_STATUSES;
const WEEKS_BACK = 11;
const WEEKS_AHEAD = 4;

/** The Mondays of the weeks charted, oldest first: `back` weeks before today's week to `ahead` after it. */
export function chartedWeeks(today: string, back = WEEKS_BACK, ahead = WEEKS_AHEAD): string[] {
  const weekday = (parseIsoDate(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDaysIso(today, -weekday);
  return Array.from({ length: back + 1 + ahead }, (_, i) => addDaysIso(monday, (i - back) * 7));
}

/** The portal's figures, computed from the vendor's own orders (no sample figures, PRODUCT.md "Vendors"). */
export function createVendorPortalService(ctx: AppContext, vendors: VendorsService) {
  const { db, clock } = ctx;

  return {
    async overview(user: UserRow): Promise<VendorOverview> {
      const supplier = await vendors.ownSupplier(user);
      const today = todayIso(clock.now());
      const [figures, activeGiftBoxes, declined] = await Promise.all([
        orders.figures(db, supplier.id, today, addDaysIso(today, 7)),
        orders.activeGiftBoxes(db, supplier.id),
        orders.declines(db, supplier.id),
      ]);
      return {
        orders: {
          total: figures.total,
          open: figures.total - figures.delivered,
          delivered: figures.delivered,
          dueThisWeek: figures.dueThisWeek,
          declined,
        },
        subscribers: figures.subscribers,
        earnedCents: figures.earnedCents,
        pendingCents: figures.pendingCents,
        activeGiftBoxes,
      };
    },

    async analytics(user: UserRow): Promise<VendorAnalytics> {
      const supplier = await vendors.ownSupplier(user);
      const weeks = chartedWeeks(todayIso(clock.now()));
      const [rows, onTime, declines] = await Promise.all([
        orders.weeklyByStatus(db, supplier.id, weeks[0]!, addDaysIso(weeks.at(-1)!, 6)),
        orders.onTime(db, supplier.id),
        orders.weeklyDeclines(db, supplier.id, weeks[0]!, addDaysIso(weeks.at(-1)!, 6)),
      ]);
      return {
        weeks: weeks.map((weekStart) => {
          const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<
            (typeof STATUSES)[number],
            number
          >;
          for (const row of rows) {
            if (row.week === weekStart && (STATUSES as readonly string[]).includes(row.status)) {
              counts[row.status as (typeof STATUSES)[number]] += row.count;
            }
          }
          const declined = declines.find((row) => row.week === weekStart)?.count ?? 0;
          return { weekStart, ...counts, declined };
        }),
        onTimeRate: onTime.delivered ? onTime.onTime / onTime.delivered : null,
        deliveredCount: onTime.delivered,
      };
    },
  };
}

export type VendorPortalService = ReturnType<typeof createVendorPortalService>;
