import { formatIsoDate } from "@shared/domain/dates";
import { frequencyLabel } from "@shared/domain/frequency";
import { formatCents } from "@shared/domain/money";
import { chargeSummary, deliveriesPerCharge } from "@shared/domain/pricing";
import type { CheckoutSession } from "@shared/schemas/checkout";
import { ALCOHOL_NOTE } from "@shared/schemas/recipient";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

interface OrderSummaryProps {
  recipientName: string;
  recipientAddress: string | null;
  planName: string;
  /** The delivery frequency chosen on the subscription form (weekly … quarterly). */
  deliveryFrequency: string | null;
  /** The billing choice and the add-on picker. */
  children: ReactNode;
  session: CheckoutSession | null;
  updating: boolean;
}

export function OrderSummary({
  recipientName,
  recipientAddress,
  planName,
  deliveryFrequency,
  children,
  session,
  updating,
}: OrderSummaryProps) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="summary-heading" className="flex flex-col gap-6">
        <h2 id="summary-heading" className="font-serif text-2xl text-ink">
          Order Summary
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">Recipient</dt>
          <dd className="text-ink">
            <span className="font-medium">{recipientName}</span>
            {recipientAddress && <span className="block text-muted">{recipientAddress}</span>}
          </dd>
          <dt className="text-muted">Gift plan</dt>
          <dd className="font-medium text-ink">{planName}</dd>
          {deliveryFrequency && (
            <>
              <dt className="text-muted">Deliveries</dt>
              <dd className="font-medium text-ink">{frequencyLabel(deliveryFrequency)}</dd>
            </>
          )}
        </dl>
        {children}
        <Totals planName={planName} session={session} updating={updating} />
      </section>
    </Card>
  );
}

/** The amounts exactly as the server computed them for the current options. */
export function Totals({
  planName,
  session,
  updating,
}: {
  planName: string;
  session: CheckoutSession | null;
  updating: boolean;
}) {
  if (!session) {
    return (
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p role="status" className="sr-only">
          Working out your total
        </p>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-7 w-1/2" />
      </div>
    );
  }
  return (
    <div className="border-t border-line pt-4" aria-busy={updating}>
      <h3 className="sr-only">Price breakdown</h3>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex justify-between gap-4">
          <span className="text-ink">
            {planName},{" "}
            {session.billingInterval === "annual"
              ? `a year upfront (${deliveriesPerCharge(session.frequency, "annual")} deliveries)`
              : "first delivery"}
          </span>
          <span className="shrink-0 text-ink">{formatCents(session.baseCents)}</span>
        </li>
        {session.addOns.map((addOn) => (
          <li key={addOn.key} className="flex justify-between gap-4">
            <span className="text-ink">
              {addOn.name} delivery, {formatIsoDate(addOn.date)}
              <span className="block text-xs text-muted">One-time delivery</span>
            </span>
            <span className="shrink-0 text-ink">{formatCents(addOn.priceCents)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-end justify-between gap-4 border-t border-line pt-4" aria-live="polite">
        <div>
          <p className="font-semibold text-ink">Total due today</p>
          <p className="text-xs text-muted">Including GST of {formatCents(session.gstCents)}</p>
        </div>
        <p className="flex items-center gap-2 text-2xl font-semibold text-plum">
          {updating && <Loader2 aria-label="Updating total" className="h-4 w-4 animate-spin text-muted" />}
          {formatCents(session.amountCents)}
        </p>
      </div>
      <p className="mt-2 text-xs text-muted">
        Then {chargeSummary(session.frequency, session.billingInterval)}, including GST.
      </p>
      {session.includesAlcohol && <p className="mt-3 rounded-lg bg-blush/60 p-3 text-xs text-ink">{ALCOHOL_NOTE}</p>}
      {session.alcoholNotice && (
        <p className="mt-3 rounded-lg border border-line bg-paper p-3 text-xs text-ink">{session.alcoholNotice}</p>
      )}
    </div>
  );
}
