import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { StaffDelivery, StaffRefundResult } from "@shared/schemas/customers";
import { type CustomerRecordColumn, CustomerRecords } from "./customer-records";
import { CustomerRefundDialog } from "./customer-refund-dialog";

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
  const columns: CustomerRecordColumn<StaffDelivery>[] = [
    {
      header: "Date",
      rowHeader: true,
      cell: (delivery) => (
        <>
          {formatIsoDate(delivery.deliveryDate)}
          {delivery.kind === "special" && (
            <span className="block text-xs text-muted">Special date: {delivery.specialDateType}</span>
          )}
        </>
      ),
    },
    { header: "State", cell: (delivery) => delivery.stateLabel },
    {
      header: "Paid by",
      cellClass: "whitespace-nowrap",
      cell: (delivery) => (
        <>
          {paidBy(delivery)}
          {delivery.refundPaymentId !== null && (
            <span className="block text-xs text-muted">Refund #{delivery.refundPaymentId}</span>
          )}
        </>
      ),
    },
    { header: "Amount", numeric: true, cellClass: "text-right whitespace-nowrap", cell: amountOf },
    { header: "Refund", headerHidden: true, cellClass: "text-right", cell: refund },
  ];
  return (
    <CustomerRecords
      caption={`Deliveries of the subscription for ${recipientName}`}
      columns={columns}
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      phoneItemClass="flex items-start justify-between gap-3 px-3 py-2 text-sm"
      phoneItem={(delivery) => (
        <>
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
        </>
      )}
    />
  );
}
