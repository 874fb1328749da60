import { formatCents } from "@shared/domain/money";
import { CalendarClock, Wallet } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { type PaymentsColumn, PaymentsTable } from "../../components/payments-table";
import { StatCard } from "../../components/stat-card";
import { Skeleton } from "../../components/ui/skeleton";
import { useVendorPayments } from "./api/get-vendor-payments";
import { EmptyState } from "./empty-state";
import { hasNoPayments, type PaymentRow, paymentRows } from "./payment-rules";
import { StatementsSection } from "./statements-section";

const PAYMENTS_ERROR = "Your payments could not be loaded.";

/** Payments (spec §2's scroll link): earned and pending totals, then month by month. */
export function PaymentsSection() {
  const payments = useVendorPayments();
  if (payments.isError) {
    return (
      <LoadError
        message={PAYMENTS_ERROR}
        error={payments.error}
        onRetry={() => payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  }
  const data = payments.data;
  const loading = payments.isPending;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <StatCard
          title="Earned"
          icon={Wallet}
          loading={loading}
          value={data ? formatCents(data.earnedCents) : null}
          hint="For delivered boxes"
        />
        <StatCard
          title="Pending payout"
          icon={CalendarClock}
          loading={loading}
          value={data ? formatCents(data.pendingCents) : null}
          hint="For open orders"
        />
      </div>
      <p className="text-sm text-muted">
        You're paid the cost of each box once its delivery is confirmed. Open orders count as pending until then.
      </p>
      {loading ? (
        <div role="status">
          <span className="sr-only">Loading your payments</span>
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : !data || hasNoPayments(data) ? (
        <EmptyState title="No payments yet">Each delivered order's payment will show here, month by month.</EmptyState>
      ) : (
        <PaymentsTable
          caption="Payments by month, latest first"
          columns={MONTH_COLUMNS}
          rows={paymentRows(data)}
          rowKey={(row) => row.month}
        />
      )}
      <StatementsSection />
    </div>
  );
}

const MONTH_COLUMNS: PaymentsColumn<PaymentRow>[] = [
  { header: "Month", cell: (row) => row.label, rowHeader: true },
  { header: "Delivered", cell: (row) => row.deliveredOrders, numeric: true },
  { header: "Earned", cell: (row) => row.earned, numeric: true },
  { header: "Pending", cell: (row) => row.pending, numeric: true },
];
