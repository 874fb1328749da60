import { ALCOHOL_NOTE, PREFERENCE_OPTIONS } from "@shared/schemas/recipient";
import { Check, Lock, Wine } from "lucide-react";
import { Checkbox } from "radix-ui";
import { useId } from "react";
import { Controller, type FieldPath, useFormContext, useWatch } from "react-hook-form";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { FormSection, SubSection } from "./form-section";
import { optionLabel, type RecipientFormInput, SETUP_COLOUR_PALETTES, SETUP_SCENTS } from "./recipient-form-rules";

type TextField = Extract<FieldPath<RecipientFormInput>, keyof RecipientFormInput>;

interface ChoiceProps {
  name: TextField;
  label: string;
  options: readonly string[];
  placeholder?: string;
}

function Choice({ name, label, options, placeholder = "Choose one (optional)" }: ChoiceProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();
  return (
    <Field label={label} error={errors[name]?.message as string | undefined}>
      <Select {...register(name)}>
        <option value="">{placeholder}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface TextProps {
  name: TextField;
  label: string;
  hint?: string;
  multiline?: boolean;
}

function Text({ name, label, hint, multiline }: TextProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();
  return (
    <Field label={label} hint={hint} error={errors[name]?.message as string | undefined}>
      {multiline ? (
        <Textarea className="min-h-20" {...register(name)} />
      ) : (
        <Input autoComplete="off" {...register(name)} />
      )}
    </Field>
  );
}

/** The intimate block: nothing is asked (or sent) until the buyer confirms consent. */
function IntimateWellness() {
  const { control } = useFormContext<RecipientFormInput>();
  const fullName = useWatch({ control, name: "fullName" });
  const consent = useWatch({ control, name: "sensitiveConsent" });
  const consentId = useId();
  const name = fullName?.trim() || "they";

  return (
    <SubSection
      legend="Intimate wellness"
      description="Only used if you choose Stay In, Stay Close. Kept private: shared only in the minimum form with the vendor who packs their order."
    >
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="sensitiveConsent"
          render={({ field }) => (
            <Checkbox.Root
              id={consentId}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-md border border-muted bg-white data-[state=checked]:border-plum data-[state=checked]:bg-plum"
            >
              <Checkbox.Indicator>
                <Check aria-hidden="true" className="h-4 w-4 text-white" />
              </Checkbox.Indicator>
            </Checkbox.Root>
          )}
        />
        <label htmlFor={consentId} className="text-sm text-ink">
          I confirm {name} would be comfortable with me sharing these preferences, and I'm happy for Forget Me Not to
          store them privately
        </label>
      </div>
      {consent ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Choice name="genderRelevant" label="Products relevant to" options={PREFERENCE_OPTIONS.genderRelevant} />
          <Choice name="rRatedComfort" label="Comfort with R-rated items" options={PREFERENCE_OPTIONS.rRatedComfort} />
          <Choice name="useType" label="Enjoyed solo or together" options={PREFERENCE_OPTIONS.useType} />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
          Tick the box above to add these preferences. Without it we store none.
        </p>
      )}
    </SubSection>
  );
}

/** Tastes for each kind of gift, then interests, vibe and free notes. */
export function PersonalisationSection() {
  return (
    <FormSection
      legend="Personalisation"
      description="All optional. The more you tell us, the better our vendors can tailor each gift."
    >
      <SubSection legend="Flowers">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Text name="favouriteFlower" label="Favourite flower" />
          <Text name="favouriteColor" label="Favourite colour" />
          <Choice name="colourPalette" label="Colour palette" options={SETUP_COLOUR_PALETTES} />
          <Text name="flowersToAvoid" label="Flowers to avoid" />
        </div>
      </SubSection>

      <SubSection legend="Self-care">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Choice name="scentPreference" label="Scent preference" options={SETUP_SCENTS} />
          <Text name="sensitivities" label="Sensitivities" hint="Skin sensitivities or ingredients to avoid." />
          <Text name="preferredVibe" label="Preferred vibe" hint="For example: calm, pampering, energising." />
        </div>
      </SubSection>

      <IntimateWellness />

      <SubSection legend="Food & drink">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Choice name="sweetOrSavoury" label="Sweet or savoury" options={PREFERENCE_OPTIONS.sweetOrSavoury} />
          <Text name="dietaryRestrictions" label="Dietary requirements" hint="For example: vegetarian, gluten free." />
          <Choice name="drinksEnjoy" label="Drinks they enjoy" options={PREFERENCE_OPTIONS.drinksEnjoy} />
          <Choice name="alcoholConsent" label="Happy to receive alcohol?" options={PREFERENCE_OPTIONS.alcoholConsent} />
        </div>
        <p className="flex gap-2 rounded-xl bg-paper p-3 text-sm text-ink">
          <Wine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-plum" />
          <span>{ALCOHOL_NOTE}</span>
        </p>
        <Text name="allergies" label="Allergies" hint="Food or other allergies our vendors must know about." />
      </SubSection>

      <SubSection legend="A little more about them">
        <Text name="interests" label="Interests and hobbies" multiline />
        <Text name="vibe" label="Their vibe" hint="For example: cosy homebody, adventurous, minimalist." />
        <Text name="notes" label="Anything else we should know?" multiline />
      </SubSection>
    </FormSection>
  );
}
