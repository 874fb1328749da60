import { type AddOnOption, availableAddOns } from "@shared/domain/add-ons";
import { afterpayRefusal } from "@shared/domain/afterpay";
import { planNameForKey } from "@shared/domain/catalogue";
import { recipientToday } from "@shared/domain/dates";
import type { BillingPlan } from "@shared/domain/pricing";
import type { PaymentMethod } from "@shared/schemas/checkout";
import type { Recipient } from "@shared/schemas/recipient";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { giftBoxQueryOptions } from "@web/features/catalogue/api/get-gift-box";
import { useSubscription } from "@web/features/subscriptions/api/get-subscription";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { errorStatus, errorText } from "../../lib/api";
import { QUERY_ROOTS } from "../../lib/query-keys";
import { AddDateDialog } from "./add-date-dialog";
import { AddOnPicker } from "./add-on-picker";
import { type AddOnSelection, needsDate, toAddOnRequests } from "./add-on-selection";
import { type CheckoutOptions, useCheckoutSession } from "./api/create-checkout";
import { BillingChoice } from "./billing-choice";
import { confirmationUrl } from "./checkout-links";
import { CoverageNotice } from "./coverage-notice";
import { OrderSummary } from "./order-summary";
import { PaymentDetails } from "./payment-tabs";
import { SubscriptionTerms } from "./subscription-terms";

interface CheckoutViewProps {
  recipient: Recipient;
  subscriptionId: number | null;
  giftBoxId: number | null;
  deliveryFrequency: string | null;
}

export function CheckoutView({ recipient, subscriptionId, giftBoxId, deliveryFrequency }: CheckoutViewProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The same "today" as the server: where the recipient lives.
  const today = useMemo(() => recipientToday(recipient.state), [recipient.state]);
  const addOnOptions = useMemo(() => availableAddOns(recipient, today), [recipient, today]);
  const [billing, setBilling] = useState<BillingPlan>("pay-as-you-go");
  const [selection, setSelection] = useState<AddOnSelection>({});
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [askingFor, setAskingFor] = useState<AddOnOption | null>(null);

  const options = useMemo<CheckoutOptions>(
    () => ({
      recipientId: recipient.id,
      subscriptionId,
      giftBoxId,
      frequency: billing,
      addOns: toAddOnRequests(selection, addOnOptions),
      paymentMethod: method,
    }),
    [recipient.id, subscriptionId, giftBoxId, billing, selection, addOnOptions, method],
  );
  const optionsKey = JSON.stringify(options);
  const session = useCheckoutSession(options);
  const data = session.data;

  const subscription = useSubscription(data?.subscriptionId ?? subscriptionId);
  const giftBox = useQuery(giftBoxQueryOptions(subscription.data ? null : giftBoxId));
  const planName =
    subscription.data?.planName ??
    giftBox.data?.name ??
    planNameForKey(recipient.giftCategories) ??
    "Gift subscription";
  const frequency = subscription.data?.frequency ?? deliveryFrequency;

  // Afterpay is only offered when the server says so (annual, no alcohol).
  useEffect(() => {
    if (method === "afterpay" && data && session.isSynced && !data.afterpayAvailable) setMethod("card");
  }, [method, data, session.isSynced]);

  // The same Afterpay rule as the server's, at once: no round trip to learn that monthly billing can't use it.
  const changeBilling = (next: BillingPlan) => {
    setBilling(next);
    const includesAlcohol = data?.includesAlcohol ?? false;
    if (method === "afterpay" && afterpayRefusal({ offeredByProvider: true, billing: next, includesAlcohol }))
      setMethod("card");
  };

  const toggleAddOn = (option: AddOnOption, checked: boolean) => {
    if (checked && needsDate(option)) {
      setAskingFor(option);
      return;
    }
    setSelection((previous) => {
      const next = { ...previous };
      if (checked) next[option.key] = null;
      else delete next[option.key];
      return next;
    });
  };

  const paidSubscriptionId = data?.subscriptionId ?? subscriptionId;
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.subscriptions] });
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recipients] });
    if (paidSubscriptionId)
      navigate(confirmationUrl({ subscriptionId: paidSubscriptionId, recipientId: recipient.id }));
  }, [queryClient, navigate, paidSubscriptionId, recipient.id]);

  const conflict = errorStatus(session.error) === 409 ? errorText(session.error, CONFLICT_FALLBACK) : null;
  const returnUrl = paidSubscriptionId
    ? `${window.location.origin}${confirmationUrl({ subscriptionId: paidSubscriptionId, recipientId: recipient.id })}`
    : window.location.href;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-semibold tracking-wide text-leaf uppercase">Step 2 of 2</p>
        <h1 className="mt-1 font-serif text-3xl text-ink sm:text-4xl">Checkout</h1>
        <p className="mt-2 text-muted">Choose how you'd like to pay for {recipient.name}'s gifts.</p>
      </header>

      {conflict ? (
        <ConflictNotice message={conflict} />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <OrderSummary
              recipientName={recipient.name}
              recipientAddress={recipient.address}
              planName={planName}
              deliveryFrequency={frequency}
              session={data}
              updating={session.isUpdating}
            >
              <BillingChoice
                frequency={data?.frequency ?? frequency ?? "monthly"}
                value={billing}
                onChange={changeBilling}
              />
              <AddOnPicker options={addOnOptions} selection={selection} onToggle={toggleAddOn} />
            </OrderSummary>
            <SubscriptionTerms />
          </div>

          <div className="lg:sticky lg:top-6">
            <CoverageNotice
              postcode={recipient.postcode}
              state={recipient.state}
              plan={subscription.data?.planKey ?? giftBox.data?.planKey ?? recipient.giftCategories}
            />
            {session.error && !session.isUpdating ? (
              <SessionError error={session.error} onRetry={session.retry} />
            ) : data ? (
              <PaymentDetails
                session={data}
                method={method}
                onMethodChange={setMethod}
                synced={session.isSynced}
                updating={session.isUpdating}
                optionsKey={optionsKey}
                returnUrl={returnUrl}
                onPaid={onPaid}
              />
            ) : (
              <PaymentSkeleton />
            )}
          </div>
        </div>
      )}

      <AddDateDialog
        name={askingFor?.name ?? null}
        recipientName={recipient.name}
        today={today}
        onCancel={() => setAskingFor(null)}
        onConfirm={(date) => {
          if (askingFor) setSelection((previous) => ({ ...previous, [askingFor.key]: date }));
          setAskingFor(null);
        }}
      />
    </div>
  );
}

const CONFLICT_FALLBACK = "There is nothing left to pay for this order.";

/** 409: the recipient already has a live subscription (or this one is paid): nothing to pay here. */
function ConflictNotice({ message }: { message: string }) {
  return (
    <Card className="mt-6 max-w-2xl p-6">
      <p role="alert" className="font-semibold text-danger">
        {message}
      </p>
      <p className="mt-2 text-muted">You can see and manage their subscription from your account.</p>
      <Button asChild className="mt-5">
        <Link to="/account">Go to My Account</Link>
      </Button>
    </Card>
  );
}

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = errorText(error, "We couldn't prepare your payment just now. Please try again.");
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-serif text-2xl text-ink">Payment Details</h2>
      <p role="alert" className="mt-3 rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger">
        {message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}

function PaymentSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <p role="status" className="sr-only">
        Preparing secure payment
      </p>
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-10 w-full rounded-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full rounded-full" />
    </Card>
  );
}
