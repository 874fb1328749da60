import { formatIsoDate, isIsoDate, todayIso } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { BillingOverview } from "@shared/schemas/billing";
import { type PaymentsColumn, PaymentsTable } from "../../components/payments-table";
import { cn } from "../../lib/cn";

type Payment = BillingOverview["payments"][number];

/** A payment's date in the shop's time zone, e.g. "9 Jun 2026". */
export function paymentDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : formatIsoDate(todayIso(date));
}

function description(payment: Payment, withAddOns: boolean): string {
  if (payment.kind === "initial")
    return withAddOns ? "Initial payment, with special-date deliveries" : "Initial payment";
  const base = payment.kind === "renewal" ? "Renewal" : payment.kind.charAt(0).toUpperCase() + payment.kind.slice(1);
  return payment.periodStart && isIsoDate(payment.periodStart)
    ? `${base} from ${formatIsoDate(payment.periodStart)}`
    : base;
}

function PaymentStatus({ payment }: { payment: Payment }) {
  const paid = payment.status === "succeeded";
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span
        className={cn(
          "inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
          paid ? "border-leaf/30 bg-leaf/10 text-leaf" : "border-danger/30 bg-danger/5 text-danger",
        )}
      >
        {paid
          ? payment.kind === "refund"
            ? "Refunded"
            : "Paid"
          : payment.status === "failed"
            ? "Failed"
            : payment.status}
      </span>
      {payment.failureMessage && <span className="text-xs text-danger">{payment.failureMessage}</span>}
    </span>
  );
}

/** Payments made: a table from small tablets up, a card per payment on phones. */
export function BillingPayments({ payments, withAddOns = false }: { payments: Payment[]; withAddOns?: boolean }) {
  if (payments.length === 0) return <p className="text-muted">No payments yet.</p>;
  const columns: PaymentsColumn<Payment>[] = [
    { header: "Date", cell: (payment) => paymentDate(payment.createdAt), rowHeader: true },
    { header: "Description", cell: (payment) => description(payment, withAddOns) },
    { header: "Amount", cell: (payment) => formatCents(payment.amountCents), numeric: true },
    { header: "GST", cell: (payment) => formatCents(payment.gstCents), numeric: true, muted: true },
    { header: "Status", cell: (payment) => <PaymentStatus payment={payment} /> },
  ];
  return (
    <PaymentsTable
      caption="Payments made"
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      phoneCard={(payment) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-medium text-ink">{description(payment, withAddOns)}</p>
              <p className="text-sm text-muted">{paymentDate(payment.createdAt)}</p>
            </div>
            <PaymentStatus payment={payment} />
          </div>
          <p className="mt-2 text-sm text-ink tabular-nums">
            {formatCents(payment.amountCents)}{" "}
            <span className="text-muted">(incl. {formatCents(payment.gstCents)} GST)</span>
          </p>
        </>
      )}
    />
  );
}
