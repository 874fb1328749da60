import { type FormEvent, useState } from "react";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { CardFields } from "./card-fields";
import { TEST_CARDS, type TestCardErrors, type TestCardValues, formatCardNumber, validateTestCard } from "./card-format";
import { PayButton } from "./pay-button";

interface TestCardFormProps {
  amountCents: number;
  pending: boolean;
  updating: boolean;
  disabled: boolean;
  onPay: (card: TestCardValues) => void;
  /** Called on any edit, so an old decline message goes away. */
  onEdit: () => void;
}

const EMPTY: TestCardValues = { nameOnCard: "", cardNumber: "", expiry: "", cvc: "" };

/** Test mode's card form: Stripe's public test numbers decide the outcome on the server. */
export function TestCardForm({ amountCents, pending, updating, disabled, onPay, onEdit }: TestCardFormProps) {
  const [card, setCard] = useState<TestCardValues>(EMPTY);
  const [errors, setErrors] = useState<TestCardErrors>({});

  const update = (field: keyof TestCardValues, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
    onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateTestCard(card);
    setErrors(found);
    const first = (Object.keys(found) as (keyof TestCardValues)[])[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onPay(card);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card details" className="flex flex-col gap-4">
      <Field label="Name on card" error={errors.nameOnCard}>
        <Input
          name="nameOnCard"
          autoComplete="cc-name"
          value={card.nameOnCard}
          onChange={(event) => update("nameOnCard", event.target.value)}
        />
      </Field>
      <CardFields values={card} errors={errors} onChange={update} />
      <TestCardHint onUse={(number) => update("cardNumber", formatCardNumber(number))} />
      <PayButton type="submit" amountCents={amountCents} pending={pending} updating={updating} disabled={disabled} />
    </form>
  );
}

function TestCardHint({ onUse }: { onUse: (number: string) => void }) {
  return (
    <div className="rounded-xl bg-paper p-3 text-sm">
      <p className="font-medium text-ink">Test card numbers (any future expiry, any CVC):</p>
      <ul className="mt-2 flex flex-col gap-1">
        {TEST_CARDS.map((card) => (
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
