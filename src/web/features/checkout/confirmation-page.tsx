import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { UNCOVERED_DELIVERY_TEXT } from "@shared/domain/fulfilment";
import { formatCents } from "@shared/domain/money";
import type { SubscriptionView as SubscriptionSummary } from "@shared/schemas/subscription";
import { useRecipient } from "@web/features/recipients/api/get-recipient";
import { useSubscription } from "@web/features/subscriptions/api/get-subscription";
import { CalendarHeart, CircleCheck, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "../../components/ui/card";
import { EmailAddress } from "../../components/ui/email-address";
import { Spinner } from "../../components/ui/spinner";
import { WhatHappensNext } from "../../components/what-happens-next";
import { parseIdParam } from "../../lib/id-param";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { confirmationSteps, receiptEmailLine, specialDatePriceCents } from "./confirmation-helpers";
import { GuardMessage } from "./guard-message";
import { PaymentSummary } from "./payment-summary";

/** Stripe's webhook may arrive a little after the browser: poll a draft every 2 s for up to 30 s. */
const POLL_MS = 2000;
const POLL_LIMIT_MS = 30_000;

export function Component() {
  usePageTitle("Thank You");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const subscriptionId = parseIdParam(params.get("subscriptionId"));
  const recipientId = parseIdParam(params.get("recipientId"));
  const signedIn = !isLoading && Boolean(user);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const subscription = useSubscription(signedIn ? subscriptionId : null, {
    refetchInterval: (data) => (data?.status === "draft" && !gaveUp ? POLL_MS : false),
  });
  const recipient = useRecipient(recipientId, signedIn);

  useEffect(() => {
    if (!isLoading && user === null) navigate("/", { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <Spinner label="Loading your confirmation" />;

  if (subscriptionId === null || recipientId === null || subscription.isError || recipient.isError) {
    return (
      <GuardMessage title="We couldn't find this order" action={{ to: "/account", label: "View My Account" }}>
        Your subscriptions are listed on your account page.
      </GuardMessage>
    );
  }

  if (!subscription.data || !recipient.data) return <Spinner label="Loading your confirmation" />;

  const sub = subscription.data;
  const stillConfirming = sub.status === "draft";
  if (stillConfirming && !gaveUp) return <Spinner label="Confirming your payment" />;

  return (
    <Confirmation sub={sub} recipientName={recipient.data.name} email={user.email} stillConfirming={stillConfirming} />
  );
}

interface ConfirmationProps {
  sub: SubscriptionSummary;
  recipientName: string;
  email: string;
  stillConfirming: boolean;
}

function Confirmation({ sub, recipientName, email, stillConfirming }: ConfirmationProps) {
  const emailLine = receiptEmailLine(stillConfirming);
  const steps = confirmationSteps(sub, recipientName);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-16">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto h-16 w-16 text-leaf" />
        <h1 className="mt-4 font-serif text-4xl text-ink">Thank you!</h1>
        <p className="mt-3 text-lg text-muted">
          Your {sub.planName} subscription for <span className="font-medium text-ink">{recipientName}</span> is{" "}
          {stillConfirming ? "being confirmed" : "confirmed"}.
        </p>
        {stillConfirming && (
          <p
            role="status"
            className="mx-auto mt-4 max-w-xl rounded-xl border border-line bg-white p-3 text-sm text-muted"
          >
            We're still waiting for the payment provider to confirm your payment. This usually takes a moment: your
            account page will show the subscription as soon as it's confirmed.
          </p>
        )}
        <p className="mt-3 text-muted">
          {emailLine.before} <EmailAddress address={email} className="font-medium text-ink" />
          {emailLine.after}
        </p>
      </div>

      {!sub.vendorCovers && (
        <p className="mt-8 flex items-start gap-3 rounded-xl border border-forget/40 border-l-4 border-l-forget bg-white p-4 text-ink shadow-sm">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forget" />
          <span>
            <strong className="block font-semibold">Our team will arrange the deliveries</strong>
            {UNCOVERED_DELIVERY_TEXT}
          </span>
        </p>
      )}

      {!stillConfirming && <PaymentSummary billing={sub.billing} />}

      {sub.specialDates.length > 0 && (
        <Card className="mt-10 p-6">
          <h2 className="flex items-center gap-2 font-serif text-2xl text-ink">
            <CalendarHeart aria-hidden="true" className="h-6 w-6 text-plum" />
            Special-date deliveries
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {sub.specialDates.map((date, index) => (
              <li key={`${date.type}-${index}`} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-ink">{date.name}</p>
                  <p className="text-sm text-muted">
                    {isIsoDate(date.date) ? formatIsoDate(date.date) : date.date} · one-time delivery
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-ink">{formatCents(specialDatePriceCents(date))}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">These were charged as one-time fees with your first payment.</p>
        </Card>
      )}

      <WhatHappensNext steps={steps} />
    </div>
  );
}
