import { formatCents } from "@shared/domain/money";
import type { CheckoutSession, PaymentMethod } from "@shared/schemas/checkout";
import { CreditCard, FlaskConical, Smartphone, Wallet } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { payTestCheckout, type TestPayment } from "./api/pay-test-checkout";
import { EncryptionNote, PayButton, PaymentAlert } from "./pay-button";
import { TestCardForm } from "./test-card-form";
import { usePaymentFlow } from "./use-payment-flow";

// Only a Stripe checkout downloads Stripe's code.
const StripePayment = lazy(() => import("./stripe-payment"));

interface PaymentDetailsProps {
  session: CheckoutSession;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The server's checkout matches the options on screen. */
  synced: boolean;
  updating: boolean;
  /** Changes whenever the options change (clears an old failure). */
  optionsKey: string;
  returnUrl: string;
  onPaid: () => void;
}

export function PaymentDetails(props: PaymentDetailsProps) {
  const { session } = props;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="payment-heading" className="flex flex-col gap-5">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="payment-heading" className="font-serif text-2xl text-ink">
            Payment Details
          </h2>
          <p className="text-right text-sm text-muted">
            Due today <span className="block text-lg font-semibold text-plum">{formatCents(session.amountCents)}</span>
          </p>
        </div>
        {session.provider === "stripe" && session.publishableKey && session.clientSecret ? (
          <Suspense fallback={<Spinner label="Loading secure payment form" />}>
            <StripePayment
              publishableKey={session.publishableKey}
              clientSecret={session.clientSecret}
              amountCents={session.amountCents}
              synced={props.synced}
              updating={props.updating}
              optionsKey={props.optionsKey}
              returnUrl={props.returnUrl}
              onPaid={props.onPaid}
            />
          </Suspense>
        ) : session.provider === "stripe" ? (
          <PaymentAlert message="The payment form is unavailable right now. Please try again shortly." />
        ) : (
          <TestModePayment {...props} />
        )}
        <EncryptionNote />
      </section>
    </Card>
  );
}

function TestModePayment({
  session,
  method,
  onMethodChange,
  synced,
  updating,
  optionsKey,
  onPaid,
}: PaymentDetailsProps) {
  const flow = usePaymentFlow(onPaid);
  const { clearError } = flow;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice of options makes an old failure stale.
  useEffect(() => clearError(), [optionsKey, clearError]);

  const pay = (payment: TestPayment) => flow.run(() => payTestCheckout(session.checkoutId, payment));
  const afterpayReason = session.afterpayUnavailableReason;

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border-2 border-dashed border-forget/50 bg-forget/5 p-3">
        <p className="flex items-center gap-2 font-semibold text-forget">
          <FlaskConical aria-hidden="true" className="h-5 w-5" />
          Test mode — no real charge
        </p>
        <p className="mt-1 text-sm text-muted">
          Payments here are simulated. Use a test card below; nothing is charged.
        </p>
      </div>

      <Tabs value={method} onValueChange={(value) => onMethodChange(value as PaymentMethod)} activationMode="manual">
        <TabsList aria-label="Payment method" className="grid w-full grid-cols-3">
          <TabsTrigger value="card" className="flex items-center justify-center gap-1.5 px-2 whitespace-nowrap">
            <CreditCard aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Card
          </TabsTrigger>
          <TabsTrigger value="apple_pay" className="flex items-center justify-center gap-1.5 px-2 whitespace-nowrap">
            <Smartphone aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Apple Pay
          </TabsTrigger>
          <TabsTrigger
            value="afterpay"
            disabled={!session.afterpayAvailable}
            aria-describedby={afterpayReason ? "afterpay-reason" : undefined}
            className="flex items-center justify-center gap-1.5 px-2 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Wallet aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Afterpay
          </TabsTrigger>
        </TabsList>
        {afterpayReason && (
          <p id="afterpay-reason" className="mt-2 text-xs text-muted">
            {afterpayReason}
          </p>
        )}

        <TabsContent value="card" className="mt-4">
          <TestCardForm
            amountCents={session.amountCents}
            pending={flow.pending}
            updating={updating}
            disabled={!synced}
            onEdit={clearError}
            onPay={(card) => pay({ method: "card", ...card })}
          />
        </TabsContent>
        <TabsContent value="apple_pay" className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-muted">Simulated Apple Pay: as if paying with a card saved in Apple Wallet.</p>
          <PayButton
            amountCents={session.amountCents}
            pending={flow.pending}
            updating={updating}
            disabled={!synced}
            onClick={() => pay({ method: "apple_pay" })}
            className="h-auto min-h-12 w-full bg-ink py-2 text-white hover:bg-ink/90"
            label={(amount) => `Pay ${amount} with Apple Pay`}
          />
        </TabsContent>
        <TabsContent value="afterpay" className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-muted">Simulated Afterpay: four interest-free instalments for your annual plan.</p>
          <PayButton
            amountCents={session.amountCents}
            pending={flow.pending}
            updating={updating}
            disabled={!synced || !session.afterpayAvailable}
            onClick={() => pay({ method: "afterpay" })}
            className="h-auto min-h-12 w-full bg-leaf py-2 text-white hover:bg-leaf/90"
            label={(amount) => `Pay ${amount} with Afterpay`}
          />
        </TabsContent>
      </Tabs>
      <PaymentAlert message={flow.error} />
    </div>
  );
}
