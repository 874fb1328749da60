import { formatCents } from "@shared/domain/money";
import type { StaffPayment } from "@shared/schemas/customers";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/shop-time";
import { type CustomerRecordColumn, CustomerRecords } from "./customer-records";

const PAYMENT_KINDS: Record<string, string> = { initial: "First payment", renewal: "Renewal", refund: "Refund" };

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

const COLUMNS: CustomerRecordColumn<StaffPayment>[] = [
  { header: "Date", cellClass: "whitespace-nowrap", cell: (payment) => formatShopDate(payment.createdAt) },
  {
    header: "Payment",
    rowHeader: true,
    cell: (payment) => (
      <>
        {titleOf(payment)}
        {payment.refundOf !== null && <span className="block text-xs text-muted">of payment #{payment.refundOf}</span>}
      </>
    ),
  },
  {
    header: "Amount",
    numeric: true,
    cellClass: (payment) => cn("text-right whitespace-nowrap", payment.amountCents < 0 && "text-danger"),
    cell: (payment) => formatCents(payment.amountCents),
  },
  {
    header: "GST",
    numeric: true,
    cellClass: "text-right whitespace-nowrap",
    cell: (payment) => formatCents(payment.gstCents),
  },
  { header: "Details", cellClass: "min-w-48", cell: (payment) => <Details payment={payment} /> },
];

/** A subscription's payments and refunds (negative, with GST), newest first. A table from tablet width; a list on a phone. */
export function CustomerPayments({ recipientName, payments }: { recipientName: string; payments: StaffPayment[] }) {
  if (payments.length === 0) return <p className="mt-2 text-sm text-muted">No payments.</p>;
  return (
    <CustomerRecords
      caption={`Payments of the subscription for ${recipientName}`}
      columns={COLUMNS}
      rows={payments}
      rowKey={(payment) => payment.id}
      phoneItemClass="px-3 py-2 text-sm"
      phoneItem={(payment) => (
        <>
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
        </>
      )}
    />
  );
}
