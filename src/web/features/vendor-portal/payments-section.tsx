import { formatCents } from "@shared/domain/money";
import { CalendarClock, Wallet } from "lucide-react";
import { StatCard } from "../../components/stat-card";
import { Skeleton } from "../../components/ui/skeleton";
import { useVendorPayments } from "./api/get-vendor-payments";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { hasNoPayments, paymentRows } from "./payment-rules";

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
        <PaymentsTable months={paymentRows(data)} />
      )}
    </div>
  );
}

function PaymentsTable({ months }: { months: ReturnType<typeof paymentRows> }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="sr-only">Payments by month, latest first</caption>
        <thead className="bg-paper text-left text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 font-medium">
              Month
            </th>
            <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 text-right font-medium">
              Delivered
            </th>
            <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 text-right font-medium">
              Earned
            </th>
            <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 text-right font-medium">
              Pending
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-3 py-3 whitespace-nowrap sm:px-4 text-left font-medium text-ink">
                {row.label}
              </th>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4 text-right text-ink tabular-nums">
                {row.deliveredOrders}
              </td>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4 text-right text-ink tabular-nums">{row.earned}</td>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4 text-right text-ink tabular-nums">{row.pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
