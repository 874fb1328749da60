import { formatIsoDate } from "@shared/domain/dates";
import { frequencyLabel } from "@shared/domain/frequency";
import { formatCents } from "@shared/domain/money";
import type { StaffPayment, StaffRefundResult, StaffSubscription } from "@shared/schemas/customers";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/shop-time";
import { CustomerRefundDialog } from "./customer-refund-dialog";

const PAYMENT_KINDS: Record<string, string> = { initial: "First payment", renewal: "Renewal", refund: "Refund" };
const cell = "px-3 py-2 align-top";
const head = "px-3 py-2 text-left font-medium";

interface Props {
  customer: { id: number; fullName: string };
  subscription: StaffSubscription;
  onRefunded: (refund: StaffRefundResult) => void;
}

/** One subscription on a customer's page: its plan, its deliveries from the ledger, and its payments. */
export function CustomerSubscription({ customer, subscription: sub, onRefunded }: Props) {
  const headingId = `subscription-${sub.id}`;
  return (
    <Card className="mt-6 p-4 sm:p-6" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-serif text-xl text-ink">
          {sub.planName ?? sub.boxName ?? "Subscription"} for {sub.recipientName}
        </h2>
        <StatusBadge status={sub.status} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="Box" value={sub.boxName ?? "—"} />
        <Fact label="Frequency" value={frequencyLabel(sub.frequency)} />
        <Fact label="Billing" value={sub.billingInterval === "annual" ? "Annual, paid upfront" : "Pay as you go"} />
        <Fact
          label="Price"
          value={`${formatCents(sub.amountCents)} ${sub.billingInterval === "annual" ? "a year" : "a delivery"}${sub.addOnCents ? ` + ${formatCents(sub.addOnCents)} add-ons` : ""}`}
        />
        <Fact label="Started" value={sub.startDate ? formatIsoDate(sub.startDate) : "—"} />
        <Fact
          label={sub.cancelledAt ? "Cancelled" : "Next charge"}
          value={
            sub.cancelledAt
              ? formatShopDate(sub.cancelledAt)
              : sub.nextBillingDate
                ? formatIsoDate(sub.nextBillingDate)
                : "—"
          }
        />
      </dl>

      <h3 className="mt-6 font-medium text-ink">Deliveries</h3>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Deliveries of the subscription for {sub.recipientName}</caption>
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
            {sub.deliveries.length === 0 ? (
              <tr>
                <td colSpan={5} className={cn(cell, "py-4 text-center text-muted")}>
                  No deliveries yet.
                </td>
              </tr>
            ) : (
              sub.deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-t border-line">
                  <th scope="row" className={cn(cell, "text-left font-normal whitespace-nowrap")}>
                    {formatIsoDate(delivery.deliveryDate)}
                    {delivery.kind === "special" && (
                      <span className="block text-xs text-muted">Special date: {delivery.specialDateType}</span>
                    )}
                  </th>
                  <td className={cell}>{delivery.stateLabel}</td>
                  <td className={cn(cell, "whitespace-nowrap")}>
                    {delivery.paymentId === null ? "Not yet paid" : `Payment #${delivery.paymentId}`}
                    {delivery.refundPaymentId !== null && (
                      <span className="block text-xs text-muted">Refund #{delivery.refundPaymentId}</span>
                    )}
                  </td>
                  <td className={cn(cell, "text-right whitespace-nowrap")}>
                    {delivery.paymentId === null ? "—" : formatCents(delivery.allocatedCents)}
                  </td>
                  <td className={cn(cell, "text-right")}>
                    {delivery.refundRefusal === null && (
                      <CustomerRefundDialog
                        customerId={customer.id}
                        customerName={customer.fullName}
                        delivery={delivery}
                        onRefunded={onRefunded}
                      />
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h3 className="mt-6 font-medium text-ink">Payments and refunds</h3>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Payments of the subscription for {sub.recipientName}</caption>
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
            {sub.payments.length === 0 ? (
              <tr>
                <td colSpan={5} className={cn(cell, "py-4 text-center text-muted")}>
                  No payments.
                </td>
              </tr>
            ) : (
              sub.payments.map((payment) => <PaymentRow key={payment.id} payment={payment} />)
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function PaymentRow({ payment }: { payment: StaffPayment }) {
  const kind = PAYMENT_KINDS[payment.kind] ?? payment.kind;
  return (
    <tr className="border-t border-line">
      <td className={cn(cell, "whitespace-nowrap")}>{formatShopDate(payment.createdAt)}</td>
      <th scope="row" className={cn(cell, "text-left font-normal whitespace-nowrap")}>
        #{payment.id} {kind}
        {payment.refundOf !== null && <span className="block text-xs text-muted">of payment #{payment.refundOf}</span>}
      </th>
      <td className={cn(cell, "text-right whitespace-nowrap", payment.amountCents < 0 && "text-danger")}>
        {formatCents(payment.amountCents)}
      </td>
      <td className={cn(cell, "text-right whitespace-nowrap")}>{formatCents(payment.gstCents)}</td>
      <td className={cn(cell, "min-w-48")}>
        {payment.status === "failed" ? (
          <span className="text-danger">Failed: {payment.failureMessage ?? "declined"}</span>
        ) : payment.reason ? (
          <>
            <span className="text-ink">Reason: {payment.reason}</span>
            {payment.refundedBy && <span className="block text-xs text-muted">By {payment.refundedBy}</span>}
          </>
        ) : payment.kind === "refund" ? (
          <span className="text-muted">Refunded when the customer cancelled</span>
        ) : (
          <span className="text-muted">Paid</span>
        )}
      </td>
    </tr>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted">{label}:</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "active"
      ? "bg-leaf/10 text-leaf"
      : status === "cancelled"
        ? "bg-danger/10 text-danger"
        : "bg-forget/10 text-forget-dark";
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium capitalize", tone)}>{status}</span>
  );
}
