import { formatCents } from "@shared/domain/money";
import { formatPayoutMonth, formatSydneyDateTime } from "@shared/domain/payout-month";
import type { StatementSummary } from "@shared/schemas/payouts";
import { Download } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { type PaymentsColumn, PaymentsTable } from "../../components/payments-table";
import { StatementStateBadge } from "../../components/statement-state-badge";
import { Skeleton } from "../../components/ui/skeleton";
import { signedCents } from "../../lib/payout-format";
import { useVendorStatements } from "./api/get-payout-statements";
import { EmptyState } from "./empty-state";

/** The vendor's monthly payout statements beside its earnings: state, total and the CSV and PDF. */
export function StatementsSection() {
  const statements = useVendorStatements();
  return (
    <div className="space-y-3">
      <h3 className="font-serif text-xl text-ink">Statements</h3>
      <p className="text-sm text-muted">
        One statement a month (Sydney time) of your delivered orders and any adjustment our team made, with its reason.
        Once approved its figures are fixed; we then pay it and e-mail you the payment's reference.
      </p>
      {statements.isError ? (
        <LoadError
          message="Your statements could not be loaded."
          error={statements.error}
          onRetry={() => statements.refetch()}
          retrying={statements.isFetching}
        />
      ) : statements.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your statements</span>
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : statements.data.length === 0 ? (
        <EmptyState title="No statements yet">Your first statement starts with your first delivered order.</EmptyState>
      ) : (
        <PaymentsTable
          caption="Payout statements, latest month first"
          columns={COLUMNS}
          rows={statements.data}
          rowKey={(row) => row.id}
          phoneCard={phoneCard}
        />
      )}
    </div>
  );
}

const stateCell = (row: StatementSummary) => (
  <span className="flex flex-col items-start gap-1">
    <StatementStateBadge state={row.state} reference={row.paymentReference} />
    {row.paidAt && <span className="text-xs text-muted">{formatSydneyDateTime(row.paidAt)}</span>}
  </span>
);

const downloads = (row: StatementSummary) => {
  const base = `/api/vendor/payout-statements/${row.id}/statement`;
  const name = formatPayoutMonth(row.month);
  return (
    <span className="flex gap-3 whitespace-nowrap">
      {(["csv", "pdf"] as const).map((kind) => (
        <a
          key={kind}
          href={`${base}.${kind}`}
          download
          className="inline-flex items-center gap-1 font-medium text-plum underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {kind.toUpperCase()}
          <span className="sr-only"> of the {name} statement</span>
        </a>
      ))}
    </span>
  );
};

/** On phones each statement is a card: the table's seven columns do not fit there. */
const phoneCard = (row: StatementSummary) => (
  <div className="space-y-2 text-sm">
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="font-medium text-ink">{formatPayoutMonth(row.month)}</p>
      {stateCell(row)}
    </div>
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      <dt className="text-muted">Orders</dt>
      <dd className="text-right tabular-nums">{row.orderCount}</dd>
      <dt className="text-muted">Adjustments</dt>
      <dd className="text-right tabular-nums">
        {row.adjustmentsCents === 0 ? "—" : signedCents(row.adjustmentsCents)}
      </dd>
      <dt className="font-medium text-ink">Total</dt>
      <dd className="text-right font-medium tabular-nums">{formatCents(row.totalCents)}</dd>
      {row.gstCents !== null && (
        <>
          <dt className="text-muted">GST included</dt>
          <dd className="text-right tabular-nums">{formatCents(row.gstCents)}</dd>
        </>
      )}
    </dl>
    {downloads(row)}
  </div>
);

const COLUMNS: PaymentsColumn<StatementSummary>[] = [
  { header: "Month", cell: (row) => formatPayoutMonth(row.month), rowHeader: true },
  { header: "Orders", cell: (row) => row.orderCount, numeric: true },
  {
    header: "Adjustments",
    cell: (row) => (row.adjustmentsCents === 0 ? "—" : signedCents(row.adjustmentsCents)),
    numeric: true,
  },
  { header: "Total", cell: (row) => formatCents(row.totalCents), numeric: true },
  {
    header: "GST included",
    cell: (row) => (row.gstCents === null ? "—" : formatCents(row.gstCents)),
    numeric: true,
    muted: true,
  },
  { header: "State", cell: stateCell },
  { header: "Download", cell: downloads },
];
