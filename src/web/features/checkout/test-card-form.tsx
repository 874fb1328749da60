import { zodResolver } from "@hookform/resolvers/zod";
import { groupCardNumber, STRIPE_TEST_CARDS } from "@shared/domain/test-cards";
import { useEffect, useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CardFields } from "../../components/forms/card-fields";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { type NamedCardValues, namedCardSchema } from "../../lib/card-schema";
import { PayButton } from "./pay-button";

interface TestCardFormProps {
  amountCents: number;
  pending: boolean;
  updating: boolean;
  disabled: boolean;
  onPay: (card: NamedCardValues) => void;
  /** Called on any edit, so an old decline message goes away. */
  onEdit: () => void;
}

const EMPTY: NamedCardValues = { nameOnCard: "", cardNumber: "", expiry: "", cvc: "" };

/** The test cards the form offers, grouped as they are typed: one that pays, and two that are declined. */
const HINTED_CARDS = STRIPE_TEST_CARDS.filter((card) => card.hint).map((card) => ({
  number: groupCardNumber(card.number),
  outcome: card.hint ?? "",
}));

/** Test mode's card form: Stripe's public test numbers decide the outcome on the server. */
export function TestCardForm({ amountCents, pending, updating, disabled, onPay, onEdit }: TestCardFormProps) {
  const schema = useMemo(() => namedCardSchema(), []);
  const form = useForm<NamedCardValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    // An error goes on the first edit of its field (CardFields) and comes back only on the next submit.
    reValidateMode: "onSubmit",
  });
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;

  useEffect(() => {
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, onEdit]);

  const submit = form.handleSubmit((card) => {
    if (!pending) onPay(card);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Card details" className="flex flex-col gap-4">
        <Field label="Name on card" error={errors.nameOnCard?.message}>
          <Input autoComplete="cc-name" {...register("nameOnCard", { onChange: () => clearErrors("nameOnCard") })} />
        </Field>
        <CardFields />
        <TestCardHint
          onUse={(number) => {
            setValue("cardNumber", number, { shouldDirty: true });
            clearErrors("cardNumber");
          }}
        />
        <PayButton type="submit" amountCents={amountCents} pending={pending} updating={updating} disabled={disabled} />
      </form>
    </FormProvider>
  );
}

function TestCardHint({ onUse }: { onUse: (number: string) => void }) {
  return (
    <div className="rounded-xl bg-paper p-3 text-sm">
      <p className="font-medium text-ink">Test card numbers (any future expiry, any CVC):</p>
      <ul className="mt-2 flex flex-col gap-1">
        {HINTED_CARDS.map((card) => (
          <li key={card.number} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
            <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
              <span className="font-mono whitespace-nowrap text-ink">{card.number}</span>
              <span className="text-xs text-muted sm:text-sm">{card.outcome}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(card.number)}
              className="min-h-9 rounded px-2 text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
              aria-label={`Use test card ${card.number} (${card.outcome})`}
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
