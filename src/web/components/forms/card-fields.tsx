import type { ComponentProps } from "react";
import { Controller, type FieldPath, useFormContext } from "react-hook-form";
import { formatCardNumber, formatCvc, formatExpiry } from "../../lib/card-format";
import type { CardValues } from "../../lib/card-schema";
import { Field } from "../ui/field";
import { Input } from "../ui/input";

type CardField = FieldPath<CardValues>;

/** A card input that formats as it is typed and drops its error on the first edit (it is checked again on submit). */
function CardInput({
  name,
  format,
  ...props
}: { name: CardField; format: (value: string, previous: string) => string } & Omit<ComponentProps<"input">, "name">) {
  const { control, clearErrors } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(format(event.target.value, field.value));
            clearErrors(name);
          }}
        />
      )}
    />
  );
}

/**
 * Card number (grouped as typed), expiry (MM/YY) and CVC, inside a react-hook-form form
 * (FormProvider) whose values include them: checkout's test card and billing's "Update card".
 */
export function CardFields() {
  const {
    formState: { errors },
  } = useFormContext<CardValues>();
  return (
    <>
      <Field label="Card number" error={errors.cardNumber?.message}>
        <CardInput
          name="cardNumber"
          format={formatCardNumber}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <CardInput
            name="expiry"
            format={formatExpiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
          />
        </Field>
        <Field label="CVC" error={errors.cvc?.message}>
          <CardInput name="cvc" format={formatCvc} autoComplete="cc-csc" inputMode="numeric" placeholder="123" />
        </Field>
      </div>
    </>
  );
}
