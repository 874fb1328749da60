import { formatIsoDate, isIsoDate, todayIso } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { BillingOverview } from "@shared/schemas/billing";
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
        {paid ? "Paid" : payment.status === "failed" ? "Failed" : payment.status}
      </span>
      {payment.failureMessage && <span className="text-xs text-danger">{payment.failureMessage}</span>}
    </span>
  );
}

/** Payments made: a table from small tablets up, a list on phones. */
export function PaymentsTable({ payments, withAddOns = false }: { payments: Payment[]; withAddOns?: boolean }) {
  if (payments.length === 0) return <p className="text-muted">No payments yet.</p>;
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">Payments made</caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Description
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Amount
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              GST
            </th>
            <th scope="col" className="py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-t border-line align-top">
              <td className="py-3 pr-3 whitespace-nowrap">{paymentDate(payment.createdAt)}</td>
              <td className="py-3 pr-3">{description(payment, withAddOns)}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{formatCents(payment.amountCents)}</td>
              <td className="py-3 pr-3 text-right text-muted tabular-nums">{formatCents(payment.gstCents)}</td>
              <td className="py-3">
                <PaymentStatus payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden" aria-label="Payments made">
        {payments.map((payment) => (
          <li key={payment.id} className="rounded-xl border border-line p-3">
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
          </li>
        ))}
      </ul>
    </>
  );
}
