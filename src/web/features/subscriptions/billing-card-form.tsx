import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { CardFields } from "../checkout/card-fields";
import { type CardInput, useUpdatePaymentMethod } from "./use-billing";

type Errors = Partial<Record<keyof CardInput, string>>;

/** The same first checks Stripe's card form makes; the server decides the rest. */
function checkCard(card: CardInput): Errors {
  const errors: Errors = {};
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits)) errors.cardNumber = "Your card number is incomplete.";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) errors.expiry = "Your card's expiry date is incomplete.";
  else if (Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = "Your card's expiry month is invalid.";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  return errors;
}

interface CardFormProps {
  subscriptionId: string;
  testMode: boolean;
  onDone: () => void;
}

/** Update card: number, expiry (MM/YY) and CVC → PUT /api/billing/{id}/payment-method. */
export function CardForm({ subscriptionId, testMode, onDone }: CardFormProps) {
  const toast = useToast();
  const update = useUpdatePaymentMethod(subscriptionId);
  const [card, setCard] = useState<CardInput>({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = checkCard(card);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { cardNumber: card.cardNumber.replace(/\s/g, ""), expiry: card.expiry.trim(), cvc: card.cvc.trim() },
      {
        onSuccess: ({ paymentMethodLabel }) => {
          toast({ title: "Card updated", description: `Future payments will use ${paymentMethodLabel}.` });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            setErrors(error.fieldErrors as Errors);
          }
          setFormError(error instanceof ApiError ? error.message : "Failed to update your card. Please try again.");
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-xl border border-line bg-paper p-4">
      {testMode && (
        <p className="text-sm text-muted">
          Test mode: use a Stripe test card such as 4242 4242 4242 4242, any future expiry and any CVC.
        </p>
      )}
      <CardFields
        values={card}
        errors={errors}
        onChange={(field, value) => setCard((previous) => ({ ...previous, [field]: value }))}
      />
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
  );
}
