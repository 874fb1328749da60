import type { ShopAnalytics } from "@shared/schemas/analytics";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { type Column, DataTable, FigureCard } from "./figure-card";
import { percent, plural, shortDate, upcomingRows, upcomingSummary } from "./figures";
import { BreakdownChart, UpcomingChart } from "./lazy-charts";

type DayRow = ReturnType<typeof upcomingRows>[number];

/** A count staff must act on: marked by colour, an icon and words, never colour alone. */
function Flag({ count, words }: { count: number; words: string }) {
  if (count === 0) return <span className="text-muted">0</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-danger">
      <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
      {count}
      <span className="sr-only"> {words}</span>
    </span>
  );
}

// The columns staff act on come first, so they show on a phone before the table scrolls.
const DAY_COLUMNS: Column<DayRow>[] = [
  { header: "Day", cell: (row) => row.label },
  { header: "Deliveries", numeric: true, cell: (row) => row.total },
  { header: "No vendor", numeric: true, cell: (row) => <Flag count={row.unassigned} words="with no vendor" /> },
  { header: "Declined", numeric: true, cell: (row) => <Flag count={row.declined} words="declined by a vendor" /> },
  { header: "In hand", numeric: true, cell: (row) => row.inHand },
  { header: "Not yet ordered", numeric: true, cell: (row) => row.notYetOrdered },
];

/** Deliveries due each day of the next 14, from the deliveries ledger, with the ones needing staff flagged. */
export function UpcomingDeliveries({ analytics }: { analytics: ShopAnalytics }) {
  const rows = upcomingRows(analytics);
  const unassigned = rows.reduce((sum, row) => sum + row.unassigned, 0);
  const none = rows.every((row) => row.total === 0);
  return (
    <FigureCard
      title="Deliveries in the next 14 days"
      summary={upcomingSummary(analytics.upcoming)}
      empty={none ? "No deliveries are due in the next 14 days." : null}
      chart={<UpcomingChart rows={rows} />}
      tableHidden={false}
      table={
        <DataTable
          caption="Deliveries due per day in the next 14 days"
          columns={DAY_COLUMNS}
          rows={rows}
          rowKey={(row) => row.date}
        />
      }
    >
      {unassigned > 0 && (
        <p className="mt-3 flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm text-ink">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
          <span>
            {plural(unassigned, "order")} {unassigned === 1 ? "has" : "have"} no vendor.{" "}
            <Link to="/admin/fulfillment" className="font-medium text-plum underline underline-offset-4">
              Arrange {unassigned === 1 ? "it" : "them"} on the fulfilment page
            </Link>
          </span>
        </p>
      )}
      <p className="mt-1 text-xs text-muted">
        A delivery becomes an order three days before its date. In hand: a vendor holds it, or staff have ordered or
        sent it. Declined: orders a vendor turned down at least once.
      </p>
    </FigureCard>
  );
}

type VendorRow = ShopAnalytics["vendors"]["rows"][number];
const onTimeText = (onTime: number, due: number) => {
  const rate = percent(onTime, due);
  return rate === null ? "None due" : `${rate}% (${onTime} of ${due})`;
};
const VENDOR_COLUMNS: Column<VendorRow>[] = [
  { header: "Vendor", cell: (row) => row.name },
  { header: "Open orders", numeric: true, cell: (row) => row.open },
  { header: "Past their date", numeric: true, cell: (row) => <Flag count={row.overdue} words="past their date" /> },
  { header: "On time, last 90 days", numeric: true, cell: (row) => onTimeText(row.onTime, row.due) },
];

/** Each vendor's open orders and how often its deliveries arrived on or before their date. */
export function VendorBacklog({ vendors }: { vendors: ShopAnalytics["vendors"] }) {
  const rate = percent(vendors.onTime, vendors.due);
  const bars = vendors.rows.filter((row) => row.open > 0).map((row) => ({ label: row.name, count: row.open }));
  return (
    <FigureCard
      title="Vendor backlog and on-time rate"
      summary={
        rate === null
          ? "No orders were due in the last 90 days, so there is no on-time rate yet."
          : `${rate}% of ${plural(vendors.due, "order")} due ${shortDate(vendors.onTimeFrom)} – ${shortDate(vendors.onTimeTo)} were delivered on or before their date.`
      }
      empty={vendors.rows.length === 0 ? "No vendor holds open orders or had deliveries in the last 90 days." : null}
      chart={bars.length > 0 ? <BreakdownChart rows={bars} name="Open orders" /> : null}
      tableHidden={false}
      table={
        <DataTable
          caption="Open orders and on-time rate per vendor"
          columns={VENDOR_COLUMNS}
          rows={vendors.rows}
          rowKey={(row) => String(row.supplierId)}
        />
      }
    >
      {vendors.unassignedOpen > 0 && (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
          {plural(vendors.unassignedOpen, "open order")} {vendors.unassignedOpen === 1 ? "is" : "are"} held by no
          vendor.
        </p>
      )}
      <p className="mt-1 text-xs text-muted">
        Open: to order, ordered or scheduled for dispatch. On time: delivered by the end of its delivery date where the
        recipient lives; an order still not delivered counts as late.
      </p>
    </FigureCard>
  );
}
