import type { SubscriptionFormInput } from "@shared/schemas/subscription";
import type { ReactNode } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { CheckboxCardGroup } from "../../components/forms/checkbox-card-group";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { CARD_MESSAGE_OPTIONS, ROTATION_CATEGORY_OPTIONS, SPECIAL_OCCASION_OPTIONS } from "./labels";
import type { RecipientField } from "./recipient-fill";
import { RotateSwitch } from "./rotate-switch";

/** One titled card of the subscription form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-4 font-serif text-xl text-ink">{title}</legend>
        {children}
      </fieldset>
    </Card>
  );
}

/** The card's message (a preset, or the buyer's own words) and the occasion. */
export function CardSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SubscriptionFormInput>();
  const cardMessage = useWatch({ control, name: "cardMessage" });
  return (
    <Section title="The card">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Card message" error={errors.cardMessage?.message}>
          <Select {...register("cardMessage")}>
            <option value="">No card message</option>
            {CARD_MESSAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Special occasion (optional)" error={errors.specialOccasion?.message}>
          <Select {...register("specialOccasion")}>
            <option value="">None</option>
            {SPECIAL_OCCASION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {cardMessage === "custom" && (
        <Field
          label="Your message"
          error={errors.customMessage?.message}
          hint="Up to 500 characters, handwritten on the card."
        >
          <Textarea maxLength={500} {...register("customMessage")} />
        </Field>
      )}
    </Section>
  );
}

/** Preferences for the vendor, and the categories to rotate through. */
export function PreferencesSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SubscriptionFormInput>();
  const rotate = useWatch({ control, name: "rotateCategories" });
  return (
    <Section title="Preferences">
      <Field
        label="Personal preferences (optional)"
        error={errors.personalPreferences?.message}
        hint="Favourite colours, things to avoid, allergies: anything that helps us choose."
      >
        <Textarea maxLength={1000} {...register("personalPreferences")} />
      </Field>
      <Controller
        control={control}
        name="rotateCategories"
        render={({ field }) => (
          <RotateSwitch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      {rotate && (
        <CheckboxCardGroup
          legend="Categories to rotate through"
          options={ROTATION_CATEGORY_OPTIONS}
          registration={register("selectedCategories")}
          error={errors.selectedCategories?.message}
        />
      )}
    </Section>
  );
}

interface RecipientFieldsProps {
  /** A saved profile supplies this field (read-only here; it is changed on the account page). */
  isLocked: (field: RecipientField) => boolean;
  /** The fields come from one of the buyer's saved recipients. */
  fromProfile: boolean;
}

/** Who receives the gifts: typed for a new recipient, filled in (and locked when complete) from a profile. */
export function RecipientFields({ isLocked, fromProfile }: RecipientFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SubscriptionFormInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Recipient name" error={errors.recipientName?.message}>
        <Input autoComplete="off" readOnly={isLocked("recipientName")} {...register("recipientName")} />
      </Field>
      <Field
        label="Recipient email"
        error={errors.recipientEmail?.message}
        hint={
          fromProfile && !isLocked("recipientEmail") ? "Their profile has no e-mail yet: please add one." : undefined
        }
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          readOnly={isLocked("recipientEmail")}
          {...register("recipientEmail")}
        />
      </Field>
      <Field label="Recipient phone (optional)" error={errors.recipientPhone?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          readOnly={isLocked("recipientPhone")}
          {...register("recipientPhone")}
        />
      </Field>
      <Field
        label="Delivery address"
        error={errors.recipientAddress?.message}
        hint="Street, suburb, state and postcode"
      >
        <Input autoComplete="off" readOnly={isLocked("recipientAddress")} {...register("recipientAddress")} />
      </Field>
    </div>
  );
}
