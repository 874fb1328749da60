import { formatCents } from "@shared/domain/money";
import { RECURRING_REVENUE_RULE } from "@shared/domain/recurring-revenue";
import type { ShopAnalytics } from "@shared/schemas/analytics";
import { type Column, DataTable, FigureCard } from "./figure-card";
import { monthRows, plural, revenueSummary } from "./figures";
import { RevenueChart } from "./lazy-charts";

type MonthRow = ReturnType<typeof monthRows>[number];
const MONTH_COLUMNS: Column<MonthRow>[] = [
  { header: "Month", cell: (row) => row.label },
  { header: "Charges", numeric: true, cell: (row) => formatCents(row.grossCents) },
  { header: "Refunds", numeric: true, cell: (row) => formatCents(row.refundsCents) },
  { header: "Net", numeric: true, cell: (row) => formatCents(row.netCents) },
  { header: "GST in net", numeric: true, cell: (row) => formatCents(row.gstCents) },
];

/** Succeeded charges and refunds per Sydney month, with the net and the GST included in it. */
export function RevenuePerMonth({ analytics }: { analytics: ShopAnalytics }) {
  const rows = monthRows(analytics);
  const none = rows.every((row) => row.grossCents === 0 && row.refundsCents === 0);
  return (
    <FigureCard
      title="Revenue and refunds per month"
      summary={revenueSummary(analytics.months)}
      empty={none ? "No payments in the last 12 months." : null}
      chart={<RevenueChart rows={rows} />}
      table={
        <DataTable
          caption="Revenue and refunds per month (Sydney time), GST included"
          columns={MONTH_COLUMNS}
          rows={rows}
          rowKey={(row) => row.month}
        />
      }
    >
      <p className="mt-1 text-xs text-muted">
        Amounts include GST. Refunds are shown as negative amounts; months are calendar months in Sydney time.
      </p>
    </FigureCard>
  );
}

type RecurringRow = ShopAnalytics["recurring"]["rows"][number];
const RECURRING_COLUMNS: Column<RecurringRow>[] = [
  { header: "Frequency and billing", cell: (row) => row.label },
  { header: "Active", numeric: true, cell: (row) => row.subscriptions },
  { header: "A month", numeric: true, cell: (row) => formatCents(row.monthlyCents) },
  { header: "Each charge, summed", numeric: true, cell: (row) => formatCents(row.chargeCents) },
  { header: "Charges a year", numeric: true, cell: (row) => row.chargesPerYear },
];

/** Monthly recurring revenue: the number, how it is worked out, and its parts. */
export function RecurringRevenue({ recurring }: { recurring: ShopAnalytics["recurring"] }) {
  const count = recurring.rows.reduce((sum, row) => sum + row.subscriptions, 0);
  return (
    <FigureCard
      title="Monthly recurring revenue"
      summary={
        count === 0
          ? "No active subscriptions, so nothing recurs yet."
          : `${formatCents(recurring.monthlyCents)} a month from ${plural(count, "active subscription")}, GST included.`
      }
      empty={count === 0 ? "Recurring revenue appears with the first active subscription." : null}
      tableHidden={false}
      table={
        <DataTable
          caption="Monthly recurring revenue by frequency and billing"
          columns={RECURRING_COLUMNS}
          rows={recurring.rows}
          rowKey={(row) => `${row.frequency}-${row.billingInterval}`}
        />
      }
    >
      <p className="mt-3 font-serif text-4xl text-ink">{formatCents(recurring.monthlyCents)}</p>
      <p className="mt-2 text-xs text-muted">How it is worked out: {RECURRING_REVENUE_RULE}</p>
    </FigureCard>
  );
}
