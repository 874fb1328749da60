import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { titleCase } from "@shared/domain/names";
import { chargeSummary } from "@shared/domain/pricing";
import type { BillingOverview } from "@shared/schemas/billing";
import { AlertCircle, ArrowLeft, CreditCard, FlaskConical } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { errorStatus } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { useBilling } from "./api/get-billing";
import { BillingCardForm } from "./billing-card-form";
import { BillingPayments, paymentDate } from "./billing-payments";
import { CancelDialog } from "./cancel-dialog";
import { DeliveriesCard } from "./deliveries-card";
import { billingLabel, pendingPlanNote, planCellText, rowActions } from "./subscription-list-rules";
import { StatusBadge } from "./subscription-row";

/**
 * /billing/:id — test mode's stand-in for the card provider's customer portal: the subscription,
 * its card, the payments made, and cancel.
 */
export function Component() {
  usePageTitle("Billing");
  const { id } = useParams();
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const billing = useBilling(id, Boolean(user));

  useEffect(() => {
    if (!isLoading && !user) navigate("/account", { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user || billing.isPending) return <Spinner label="Loading billing details" />;

  if (billing.isError) {
    const status = errorStatus(billing.error);
    const notFound = status === 404 || status === 400;
    return (
      <Shell>
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertCircle aria-hidden="true" className="h-10 w-10 text-danger" />
          <h1 className="font-serif text-2xl text-ink">
            {notFound ? "Subscription not found" : "Error loading billing details"}
          </h1>
          <p className="text-muted">
            {notFound
              ? "We couldn't find that subscription on your account."
              : "Error loading billing details. Please try again later."}
          </p>
          <Button asChild variant="outline" className="mt-2">
            <Link to="/account">Back to My Account</Link>
          </Button>
        </Card>
      </Shell>
    );
  }

  return <BillingDetailsView id={id ?? ""} details={billing.data} />;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">{children}</div>;
}

function BillingDetailsView({ id, details }: { id: string; details: BillingOverview }) {
  const { subscription: sub, payments, testMode } = details;
  const [editingCard, setEditingCard] = useState(false);
  const actions = rowActions(sub);
  const cancelled = sub.status.toLowerCase() === "cancelled";
  const note = pendingPlanNote(sub);

  return (
    <Shell>
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm font-medium text-plum underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to dashboard
        </Link>
        <h1 className="mt-3 font-serif text-3xl text-ink sm:text-4xl">Billing & payments</h1>
        <p className="mt-1 text-muted">
          Your card, your payments and your subscription for {titleCase(sub.recipientName)}.
        </p>
      </div>

      {testMode && (
        <p className="flex items-start gap-3 rounded-xl border border-forget/40 bg-forget/5 p-4 text-sm text-ink">
          <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forget" />
          <span>
            <strong className="font-semibold">Test mode — no real charge.</strong> This page stands in for the card
            provider's billing portal while the shop runs without live payments.
          </span>
        </p>
      )}

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="billing-subscription-heading">
        <h2 id="billing-subscription-heading" className="font-serif text-2xl text-ink">
          Subscription
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Item label="Recipient">{titleCase(sub.recipientName)}</Item>
          <Item label="Gift plan">
            {planCellText(sub)}
            {note && <span className="block text-xs text-muted">{note}</span>}
          </Item>
          <Item label="Status">
            <StatusBadge status={sub.displayStatus} />
          </Item>
          <Item label="Billing">
            {billingLabel(sub.billingInterval, sub.frequency)} · {chargeSummary(sub.frequency, sub.billingInterval)}
          </Item>
          <Item label="Next billing date">
            {cancelled
              ? "No further charges"
              : sub.nextBillingDate && isIsoDate(sub.nextBillingDate)
                ? formatIsoDate(sub.nextBillingDate)
                : "Not scheduled"}
          </Item>
          {sub.status.toLowerCase() === "paused" && sub.pausedUntil && isIsoDate(sub.pausedUntil) && (
            <Item label="Paused">
              Skips the delivery of {formatIsoDate(sub.pausedUntil)}, then resumes automatically
            </Item>
          )}
          {cancelled && sub.cancelledAt && <Item label="Cancelled on">{paymentDate(sub.cancelledAt)}</Item>}
        </dl>
      </Card>

      <DeliveriesCard subscriptionId={sub.id} recipientName={titleCase(sub.recipientName)} />

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="billing-card-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="billing-card-heading" className="font-serif text-2xl text-ink">
              Payment method
            </h2>
            <p className="mt-2 flex items-center gap-2 text-ink">
              <CreditCard aria-hidden="true" className="h-5 w-5 text-plum" />
              {sub.paymentMethodLabel ?? "No card on file"}
            </p>
          </div>
          {!cancelled && testMode && !editingCard && (
            <Button variant="outline" size="sm" onClick={() => setEditingCard(true)}>
              Update card
            </Button>
          )}
        </div>
        {editingCard && (
          <BillingCardForm subscriptionId={id} testMode={testMode} onDone={() => setEditingCard(false)} />
        )}
      </Card>

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="billing-payments-heading">
        <h2 id="billing-payments-heading" className="mb-4 font-serif text-2xl text-ink">
          Payments made
        </h2>
        <BillingPayments payments={payments} withAddOns={sub.addOnCents > 0} />
      </Card>

      {actions.cancel && (
        <Card className="p-4 sm:p-6" role="region" aria-labelledby="billing-cancel-heading">
          <h2 id="billing-cancel-heading" className="font-serif text-2xl text-ink">
            Cancel subscription
          </h2>
          <p className="mt-2 mb-4 text-sm text-muted">
            You can cancel at any time. Deliveries stop and no further payments are taken.
          </p>
          <CancelDialog
            subscriptionId={sub.id}
            recipientName={titleCase(sub.recipientName)}
            offerPause={actions.pauseInstead}
            trigger="button"
          />
        </Card>
      )}
    </Shell>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
