import { RECIPIENT_EMAIL_HINT } from "@shared/schemas/recipient";
import { useFormContext } from "react-hook-form";
import { AddressFields } from "../../components/forms/address-fields";
import { Field } from "../../components/ui/field";
import { Input, Textarea } from "../../components/ui/input";
import { FormSection } from "./form-section";
import type { RecipientFormInput } from "./recipient-form-rules";

/** Where the gifts go: an Australian street address, a phone number and optional instructions. */
export function DeliveryAddressSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();

  return (
    <FormSection legend="Delivery address" description="We deliver Australia-wide, free of charge.">
      <AddressFields register={register} errors={errors} fixedCountry />
      <Field label="Phone number" error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...register("phoneNumber")} />
      </Field>
      <Field label="Their e-mail (optional)" hint={RECIPIENT_EMAIL_HINT} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...register("email")} />
      </Field>
      <Field
        label="Delivery instructions (optional)"
        hint="For example: leave with the concierge, or the gate code."
        error={errors.deliveryInstructions?.message}
      >
        <Textarea className="min-h-20" {...register("deliveryInstructions")} />
      </Field>
    </FormSection>
  );
}
