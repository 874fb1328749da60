import { formatIsoDate } from "@shared/domain/dates";
import { frequencyLabel } from "@shared/domain/frequency";
import { formatCents } from "@shared/domain/money";
import type { StaffRefundResult, StaffSubscription } from "@shared/schemas/customers";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/shop-time";
import { CustomerDeliveries } from "./customer-deliveries";
import { CustomerPayments } from "./customer-payments";

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
      <CustomerDeliveries
        customer={customer}
        recipientName={sub.recipientName}
        deliveries={sub.deliveries}
        onRefunded={onRefunded}
      />

      <h3 className="mt-6 font-medium text-ink">Payments and refunds</h3>
      <CustomerPayments recipientName={sub.recipientName} payments={sub.payments} />
    </Card>
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
