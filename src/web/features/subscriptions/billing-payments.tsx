import { formatIsoDate, isIsoDate, todayIso } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { BillingOverview } from "@shared/schemas/billing";
import { FileDown } from "lucide-react";
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
          ? payment.kind === "refund" || payment.amountCents < 0
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

/**
 * The payment's PDF, made by the server (no PDF code in the browser). The link's name says which
 * payment, since a screen reader's list of links shows many "Download receipt"s.
 */
function DocumentLink({ payment }: { payment: Payment }) {
  if (!payment.document) return null;
  return (
    <a
      href={payment.document.url}
      download
      className="inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-plum underline underline-offset-4 hover:text-plum-dark"
    >
      <FileDown aria-hidden="true" className="h-4 w-4 shrink-0" />
      Download {payment.document.title.toLowerCase()}
      <span className="sr-only">
        {" "}
        for the {payment.amountCents < 0 ? "refund" : "payment"} of {formatCents(Math.abs(payment.amountCents))} on{" "}
        {paymentDate(payment.createdAt)} (PDF)
      </span>
    </a>
  );
}

/** Payments made: a table from small tablets up, a card per payment on phones. */
export function BillingPayments({ payments, withAddOns = false }: { payments: Payment[]; withAddOns?: boolean }) {
  if (payments.length === 0) return <p className="text-muted">No payments yet.</p>;
  const columns: PaymentsColumn<Payment>[] = [
    { header: "Date", cell: (payment) => paymentDate(payment.createdAt), rowHeader: true },
    {
      header: "Description",
      // The document's link under what was paid: a column of its own squeezed the description.
      cell: (payment) => (
        <span className="flex flex-col items-start gap-1.5">
          {description(payment, withAddOns)}
          {payment.document && <DocumentLink payment={payment} />}
        </span>
      ),
    },
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
          {payment.document && (
            <p className="mt-2">
              <DocumentLink payment={payment} />
            </p>
          )}
        </>
      )}
    />
  );
}
