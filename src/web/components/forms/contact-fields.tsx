import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { Field } from "../ui/field";
import { Input } from "../ui/input";

type ContactValues = Record<"email" | "phone", string>;

interface ContactFieldsProps<T extends FieldValues & Record<"email" | "phone", unknown>> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** The customer's own email and phone, as siblings for the form's layout. */
export function ContactFields<T extends FieldValues & Record<"email" | "phone", unknown>>({
  register: registerField,
  errors: fieldErrors,
}: ContactFieldsProps<T>) {
  // The constraint on T guarantees these names; react-hook-form cannot see that through a generic.
  const register = registerField as unknown as UseFormRegister<ContactValues>;
  const errors = fieldErrors as unknown as FieldErrors<ContactValues>;
  return (
    <>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("email")} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
      </Field>
    </>
  );
}
