import { zodResolver } from "@hookform/resolvers/zod";
import { groupCardNumber, STRIPE_TEST_CARDS } from "@shared/domain/test-cards";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CardFields } from "../../components/forms/card-fields";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { type CardValues, cardSchema } from "../../lib/card-schema";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useUpdatePaymentMethod } from "./api/update-payment-method";

const FAILURE_MESSAGE = "Failed to update your card. Please try again.";
const EMPTY: CardValues = { cardNumber: "", expiry: "", cvc: "" };
const FORM_FIELDS = new Set(Object.keys(EMPTY));
/** The test card that pays, as the hint shows it. */
const PAYING_TEST_CARD = groupCardNumber(STRIPE_TEST_CARDS.find((card) => card.hint === "pays")?.number ?? "");

interface BillingCardFormProps {
  subscriptionId: string;
  testMode: boolean;
  onDone: () => void;
}

/** Update card: number, expiry (MM/YY) and CVC → PUT /api/billing/{id}/payment-method. */
export function BillingCardForm({ subscriptionId, testMode, onDone }: BillingCardFormProps) {
  const toast = useToast();
  const update = useUpdatePaymentMethod(subscriptionId);
  const schema = useMemo(() => cardSchema(), []);
  const form = useForm<CardValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, reValidateMode: "onSubmit" });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit((card) => {
    setFormError(null);
    update.mutate(
      { cardNumber: card.cardNumber.replace(/\s/g, ""), expiry: card.expiry.trim(), cvc: card.cvc.trim() },
      {
        onSuccess: ({ paymentMethodLabel }) => {
          toast({ title: "Card updated", description: `Future payments will use ${paymentMethodLabel}.` });
          onDone();
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, fieldErrorsOf(error), FORM_FIELDS);
          setFormError(errorText(error, FAILURE_MESSAGE));
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          setFormError(null);
          void submit(event);
        }}
        noValidate
        aria-label="Update card"
        className="mt-4 space-y-4 rounded-xl border border-line bg-paper p-4"
      >
        {testMode && (
          <p className="text-sm text-muted">
            Test mode: use a Stripe test card such as {PAYING_TEST_CARD}, any future expiry and any CVC.
          </p>
        )}
        <CardFields />
        {formError && (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving card..." : "Save card"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
