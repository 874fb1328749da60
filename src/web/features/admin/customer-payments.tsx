import { formatCents } from "@shared/domain/money";
import type { StaffPayment } from "@shared/schemas/customers";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/shop-time";

const PAYMENT_KINDS: Record<string, string> = { initial: "First payment", renewal: "Renewal", refund: "Refund" };
const cell = "px-3 py-2 align-top";
const head = "px-3 py-2 text-left font-medium";

const titleOf = (payment: StaffPayment) => `#${payment.id} ${PAYMENT_KINDS[payment.kind] ?? payment.kind}`;

/** What a payment's row says beside its amount: a failure, a staff refund's reason and who made it, or paid. */
function Details({ payment }: { payment: StaffPayment }) {
  if (payment.status === "failed")
    return <span className="text-danger">Failed: {payment.failureMessage ?? "declined"}</span>;
  if (payment.reason)
    return (
      <>
        <span className="text-ink">Reason: {payment.reason}</span>
        {payment.refundedBy && <span className="block text-xs text-muted">By {payment.refundedBy}</span>}
      </>
    );
  if (payment.kind === "refund") return <span className="text-muted">Refunded when the customer cancelled</span>;
  return <span className="text-muted">Paid</span>;
}

/** A subscription's payments and refunds (negative, with GST), newest first. A table from tablet width; a list on a phone. */
export function CustomerPayments({ recipientName, payments }: { recipientName: string; payments: StaffPayment[] }) {
  if (payments.length === 0) return <p className="mt-2 text-sm text-muted">No payments.</p>;
  return (
    <>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line sm:hidden">
        {payments.map((payment) => (
          <li key={payment.id} className="px-3 py-2 text-sm">
            <p className="flex justify-between gap-3 font-medium text-ink">
              <span>{titleOf(payment)}</span>
              <span className={cn(payment.amountCents < 0 && "text-danger")}>{formatCents(payment.amountCents)}</span>
            </p>
            <p className="text-xs text-muted">
              {formatShopDate(payment.createdAt)} · GST {formatCents(payment.gstCents)}
              {payment.refundOf !== null && ` · of payment #${payment.refundOf}`}
            </p>
            <p className="mt-1">
              <Details payment={payment} />
            </p>
          </li>
        ))}
      </ul>
      <div className="relative mt-2 hidden overflow-x-auto rounded-lg border border-line sm:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Payments of the subscription for {recipientName}</caption>
          <thead className="bg-paper text-muted">
            <tr>
              <th scope="col" className={head}>
                Date
              </th>
              <th scope="col" className={head}>
                Payment
              </th>
              <th scope="col" className={cn(head, "text-right")}>
                Amount
              </th>
              <th scope="col" className={cn(head, "text-right")}>
                GST
              </th>
              <th scope="col" className={head}>
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} className="border-t border-line">
                <td className={cn(cell, "whitespace-nowrap")}>{formatShopDate(payment.createdAt)}</td>
                <th scope="row" className={cn(cell, "text-left font-normal whitespace-nowrap")}>
                  {titleOf(payment)}
                  {payment.refundOf !== null && (
                    <span className="block text-xs text-muted">of payment #{payment.refundOf}</span>
                  )}
                </th>
                <td className={cn(cell, "text-right whitespace-nowrap", payment.amountCents < 0 && "text-danger")}>
                  {formatCents(payment.amountCents)}
                </td>
                <td className={cn(cell, "text-right whitespace-nowrap")}>{formatCents(payment.gstCents)}</td>
                <td className={cn(cell, "min-w-48")}>
                  <Details payment={payment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
