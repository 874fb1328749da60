import { todayIso } from "@shared/domain/dates";
import { SETUP_RELATIONSHIPS } from "@shared/schemas/recipient";
import { useFormContext, useWatch } from "react-hook-form";
import { Field } from "../../components/ui/field";
import { Input, Select } from "../../components/ui/input";
import { FormSection } from "./form-section";
import { optionLabel, type RecipientFormInput } from "./recipient-form-rules";

interface RecipientBasicsSectionProps {
  /** The relationship choices; the setup form offers SETUP_RELATIONSHIPS. */
  relationships?: readonly string[];
}

/** Name, date of birth and relationship (with the "other" text only when it applies). */
export function RecipientBasicsSection({ relationships = SETUP_RELATIONSHIPS }: RecipientBasicsSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();
  const relationship = useWatch({ control, name: "relationship" });

  return (
    <FormSection legend="About them">
      <Field label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="off" {...register("fullName")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Date of birth" error={errors.dateOfBirth?.message}>
          <Input type="date" max={todayIso()} {...register("dateOfBirth")} />
        </Field>
        <Field label="Relationship to you" error={errors.relationship?.message}>
          <Select {...register("relationship")}>
            <option value="">Please select a relationship</option>
            {relationships.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {relationship === "other" && (
        <Field label="How do you know them?" error={errors.otherRelationship?.message}>
          <Input autoComplete="off" {...register("otherRelationship")} />
        </Field>
      )}
    </FormSection>
  );
}
