import { australianState } from "../../../shared/domain/australia";
import { planNameForKey } from "../../../shared/domain/catalogue";
import { addDaysIso, addMonthsIso, parseIsoDate, todayIso } from "../../../shared/domain/dates";
import { frequencyLabel } from "../../../shared/domain/frequency";
import { chargesPerYear, monthlyShareCents } from "../../../shared/domain/recurring-revenue";
import type { ShopAnalytics } from "../../../shared/schemas/analytics";
import type { AppContext } from "../../context";
import { analyticsRepository as repo } from "./analytics.repository";

export const WEEKS_SHOWN = 12;
export const MONTHS_SHOWN = 12;
export const UPCOMING_DAYS = 14;
export const ON_TIME_DAYS = 90;

/** The Monday of the week `date` falls in. */
function mondayOf(date: string): string {
  return addDaysIso(date, -((parseIsoDate(date).getDay() + 6) % 7));
}

function label(dimension: "plan" | "state" | "frequency", key: string): string {
  if (dimension === "plan") return planNameForKey(key) ?? (key === "unknown" ? "No plan recorded" : key);
  if (dimension === "state") return australianState(key) ?? "Unknown";
  return frequencyLabel(key);
}

const billingLabel = (frequency: string, billingInterval: string) =>
  `${frequencyLabel(frequency)}, ${billingInterval === "annual" ? "annual (prepaid)" : "pay-as-you-go"}`;

/** The shop's figures for staff (GET /api/admin/analytics), as of the clock's today in Sydney. */
export function createAnalytics(ctx: AppContext) {
  return {
    async figures(): Promise<ShopAnalytics> {
      const today = todayIso(ctx.clock.now());
      const thisWeek = mondayOf(today);
      const thisMonth = `${today.slice(0, 7)}-01`;
      const onTimeFrom = addDaysIso(today, -ON_TIME_DAYS);
      const onTimeTo = addDaysIso(today, -1);
      const { db } = ctx;
      // One after another: PGlite has a single connection, and each is one grouped statement.
      const active = await repo.activeBreakdown(db);
      // Each period's first day and the next one's: 13 boundaries for 12 periods, the last one this week's or month's.
      const mondays = Array.from({ length: WEEKS_SHOWN + 1 }, (_, k) =>
        addDaysIso(thisWeek, 7 * (k - WEEKS_SHOWN + 1)),
      );
      const firstDays = Array.from({ length: MONTHS_SHOWN + 1 }, (_, k) =>
        addMonthsIso(thisMonth, k - MONTHS_SHOWN + 1),
      );
      const weeks = await repo.statusChangesPerWeek(db, mondays);
      const months = await repo.paymentsPerMonth(db, firstDays);
      const charges = await repo.activeCharges(db);
      const upcoming = await repo.deliveriesPerDay(
        db,
        Array.from({ length: UPCOMING_DAYS }, (_, k) => addDaysIso(today, k)),
      );
      const vendors = await repo.vendorBacklog(db, today, onTimeFrom, onTimeTo);
      const unassignedOpen = await repo.unassignedOpen(db);

      const byDimension = (dimension: "plan" | "state" | "frequency") =>
        active.rows
          .filter((row) => row.dimension === dimension)
          .map((row) => ({ key: row.key, label: label(dimension, row.key), count: row.count }));
      const byPlan = byDimension("plan");
      const recurringRows = charges
        .map((row) => ({
          frequency: row.frequency,
          billingInterval: row.billing_interval,
          label: billingLabel(row.frequency, row.billing_interval),
          subscriptions: row.subscriptions,
          chargeCents: row.charge_cents,
          chargesPerYear: chargesPerYear(row.frequency, row.billing_interval),
          exactCents: monthlyShareCents(row.charge_cents, row.frequency, row.billing_interval),
        }))
        .sort((a, b) => b.exactCents - a.exactCents || a.label.localeCompare(b.label));

      return {
        today,
        active: {
          total: byPlan.reduce((sum, row) => sum + row.count, 0),
          paused: active.paused,
          byPlan,
          byState: byDimension("state"),
          byFrequency: byDimension("frequency"),
        },
        weeks: weeks.map((row) => ({
          weekStart: row.week_start,
          started: row.started,
          paused: row.paused,
          cancelled: row.cancelled,
        })),
        months: months.map((row) => ({
          month: row.month,
          grossCents: row.gross_cents,
          refundsCents: row.refunds_cents,
          netCents: row.net_cents,
          gstCents: row.gst_cents,
        })),
        recurring: {
          // Rounded once, on the total, so the rows' cents never add up to a different total by rounding.
          monthlyCents: Math.round(recurringRows.reduce((sum, row) => sum + row.exactCents, 0)),
          rows: recurringRows.map(({ exactCents, ...row }) => ({ ...row, monthlyCents: Math.round(exactCents) })),
        },
        upcoming: upcoming.map((row) => ({
          date: row.date,
          total: row.total,
          notYetOrdered: row.not_yet_ordered,
          inHand: row.in_hand,
          unassigned: row.unassigned,
          declined: row.declined,
        })),
        vendors: {
          onTimeFrom,
          onTimeTo,
          onTime: vendors.reduce((sum, row) => sum + row.on_time, 0),
          due: vendors.reduce((sum, row) => sum + row.due, 0),
          unassignedOpen,
          rows: vendors.map((row) => ({
            supplierId: row.supplier_id,
            name: row.name,
            open: row.open,
            overdue: row.overdue,
            due: row.due,
            onTime: row.on_time,
          })),
        },
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalytics>;
