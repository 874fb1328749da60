import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";

export interface CardFieldValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

type CardField = keyof CardFieldValues;

interface CardFieldsProps {
  values: CardFieldValues;
  errors: Partial<Record<CardField, string | undefined>>;
  /** Called on every edit with the field's new value, already formatted. */
  onChange: (field: CardField, value: string) => void;
}

/** Card number (grouped as typed), expiry (MM/YY) and CVC, for a test-mode card form. */
export function CardFields({ values, errors, onChange }: CardFieldsProps) {
  return (
    <>
      <Field label="Card number" error={errors.cardNumber}>
        <Input
          name="cardNumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={values.cardNumber}
          onChange={(event) => onChange("cardNumber", formatCardNumber(event.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            name="expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(event) => onChange("expiry", formatExpiry(event.target.value, values.expiry))}
          />
        </Field>
        <Field label="CVC" error={errors.cvc}>
          <Input
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={values.cvc}
            onChange={(event) => onChange("cvc", formatCvc(event.target.value))}
          />
        </Field>
      </div>
    </>
  );
}
