import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type Appearance, loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useState } from "react";
import { PayButton, PaymentAlert } from "./pay-button";
import { PaymentDeclinedError } from "./payment-errors";
import { usePaymentFlow } from "./use-payment-flow";

/** Imported lazily by payment-tabs.tsx: test mode never downloads Stripe's code. */

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

/** The shop's theme colours (src/web/styles.css) for Stripe's iframe. */
const appearance: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#6b2d5c",
    colorText: "#2b1d2f",
    colorTextSecondary: "#5f5363",
    colorDanger: "#b3261e",
    colorBackground: "#ffffff",
    borderRadius: "8px",
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  synced: boolean;
  updating: boolean;
  optionsKey: string;
  /** Where Stripe sends the buyer back after a redirect-based method (Afterpay). */
  returnUrl: string;
  onPaid: () => void;
}

export default function StripePayment({ publishableKey, clientSecret, ...props }: StripePaymentProps) {
  return (
    // A new client secret (e.g. billing changed to annual) needs a fresh Elements group.
    <Elements key={clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance }}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  amountCents,
  synced,
  updating,
  optionsKey,
  returnUrl,
  onPaid,
}: Omit<StripePaymentProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const flow = usePaymentFlow(onPaid);
  const { clearError } = flow;
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice of options makes an old failure stale.
  useEffect(() => clearError(), [optionsKey, clearError]);

  // The server updated the intent's amount: let the Payment Element pick it up (Afterpay limits, wallets).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the amount changes.
  useEffect(() => {
    if (elements && synced) void elements.fetchUpdates();
  }, [elements, synced, amountCents]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    void flow.run(async () => {
      const result = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        const error = result.error;
        if (error.type === "card_error" || error.type === "validation_error") {
          throw new PaymentDeclinedError(error.message ?? "Your payment was declined.");
        }
        throw new Error(error.message ?? "Payment failed");
      }
    });
  };

  return (
    <form onSubmit={submit} aria-label="Payment" className="flex flex-col gap-4">
      <PaymentElement
        onReady={() => setReady(true)}
        onChange={clearError}
        options={{ layout: "tabs", paymentMethodOrder: ["card", "apple_pay"] }}
      />
      <PayButton
        type="submit"
        amountCents={amountCents}
        pending={flow.pending}
        updating={updating}
        disabled={!stripe || !elements || !ready || !synced}
      />
      <PaymentAlert message={flow.error} />
    </form>
  );
}
