import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { StaffDelivery, StaffRefundResult } from "@shared/schemas/customers";
import { cn } from "../../lib/cn";
import { CustomerRefundDialog } from "./customer-refund-dialog";

const cell = "px-3 py-2 align-top";
const head = "px-3 py-2 text-left font-medium";

interface Props {
  customer: { id: number; fullName: string };
  recipientName: string;
  deliveries: StaffDelivery[];
  onRefunded: (refund: StaffRefundResult) => void;
}

const paidBy = (delivery: StaffDelivery) =>
  delivery.paymentId === null ? "Not yet paid" : `Payment #${delivery.paymentId}`;
const amountOf = (delivery: StaffDelivery) =>
  delivery.paymentId === null ? "—" : formatCents(delivery.allocatedCents);

/**
 * A subscription's deliveries from the ledger: date, state, the payment that paid for each and its
 * part, and a Refund button where staff may refund it. A table from tablet width; a list on a phone.
 */
export function CustomerDeliveries({ customer, recipientName, deliveries, onRefunded }: Props) {
  if (deliveries.length === 0) return <p className="mt-2 text-sm text-muted">No deliveries yet.</p>;
  const refund = (delivery: StaffDelivery) =>
    delivery.refundRefusal === null && (
      <CustomerRefundDialog
        customerId={customer.id}
        customerName={customer.fullName}
        delivery={delivery}
        onRefunded={onRefunded}
      />
    );
  return (
    <>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line sm:hidden">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {formatIsoDate(delivery.deliveryDate)} · {delivery.stateLabel}
              </p>
              <p className="text-muted">
                {paidBy(delivery)}
                {delivery.paymentId !== null && `, ${amountOf(delivery)}`}
                {delivery.refundPaymentId !== null && ` · refund #${delivery.refundPaymentId}`}
              </p>
              {delivery.kind === "special" && (
                <p className="text-xs text-muted">Special date: {delivery.specialDateType}</p>
              )}
            </div>
            {refund(delivery)}
          </li>
        ))}
      </ul>
      {/* `relative`: the Refund buttons' screen-reader text stays inside the scrolling box. */}
      <div className="relative mt-2 hidden overflow-x-auto rounded-lg border border-line sm:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Deliveries of the subscription for {recipientName}</caption>
          <thead className="bg-paper text-muted">
            <tr>
              <th scope="col" className={head}>
                Date
              </th>
              <th scope="col" className={head}>
                State
              </th>
              <th scope="col" className={head}>
                Paid by
              </th>
              <th scope="col" className={cn(head, "text-right")}>
                Amount
              </th>
              <th scope="col" className={head}>
                <span className="sr-only">Refund</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-t border-line">
                <th scope="row" className={cn(cell, "text-left font-normal whitespace-nowrap")}>
                  {formatIsoDate(delivery.deliveryDate)}
                  {delivery.kind === "special" && (
                    <span className="block text-xs text-muted">Special date: {delivery.specialDateType}</span>
                  )}
                </th>
                <td className={cell}>{delivery.stateLabel}</td>
                <td className={cn(cell, "whitespace-nowrap")}>
                  {paidBy(delivery)}
                  {delivery.refundPaymentId !== null && (
                    <span className="block text-xs text-muted">Refund #{delivery.refundPaymentId}</span>
                  )}
                </td>
                <td className={cn(cell, "text-right whitespace-nowrap")}>{amountOf(delivery)}</td>
                <td className={cn(cell, "text-right")}>{refund(delivery)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
