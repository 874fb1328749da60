import type { BillingSummary } from "@shared/domain/billing-summary";
import { formatCents } from "@shared/domain/money";
import { gstIncludedCents } from "@shared/domain/pricing";
import { Receipt } from "lucide-react";
import { useId } from "react";
import { Card } from "../../components/ui/card";

/** The confirmation's record of the payment: what was paid, on which plan, and what comes next. */
export function PaymentSummary({ billing }: { billing: BillingSummary }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="mt-10 p-6">
      <h2 id={titleId} className="flex items-center gap-2 font-serif text-2xl text-ink">
        <Receipt aria-hidden="true" className="h-6 w-6 text-plum" />
        Your payment
      </h2>
      <dl className="mt-4 divide-y divide-line">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-muted">Paid</dt>
          <dd className="text-right">
            <span className="text-xl font-semibold text-ink">{formatCents(billing.paidCents)}</span>
            <span className="block text-sm text-muted">
              including GST of {formatCents(gstIncludedCents(billing.paidCents))}
            </span>
          </dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-muted">Plan</dt>
          <dd className="text-right text-ink">
            {billing.planLabel}
            <span className="block text-sm text-muted">{billing.chargeText}</span>
          </dd>
        </div>
        {billing.nextChargeText && (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-muted">{billing.nextCharge?.renewal ? "Renewal" : "Next charge"}</dt>
            <dd className="max-w-md text-right text-ink">{billing.nextChargeText}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
