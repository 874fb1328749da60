import { GIFT_PLANS } from "@shared/domain/catalogue";
import { INTIMATE_PLAN_WARNING } from "@shared/schemas/recipient";
import { Check, Info } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { cn } from "../../lib/cn";
import { FormSection } from "./form-section";
import { type RecipientFormInput, showIntimatePlanWarning } from "./recipient-form-rules";

/**
 * One plan at most: each plan is a toggle button (aria-pressed); pressing the chosen plan again
 * clears the choice. The relationship check shows a gentle, non-blocking note.
 */
export function GiftPlanSection() {
  const { control } = useFormContext<RecipientFormInput>();
  const [relationship, plan] = useWatch({ control, name: ["relationship", "giftCategories"] });
  const warn = showIntimatePlanWarning(relationship, plan);

  return (
    <FormSection
      legend="Gift plan"
      description="Choose the plan that suits them best. You can change it later from your account."
    >
      <Controller
        control={control}
        name="giftCategories"
        render={({ field }) => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {GIFT_PLANS.map((option) => {
              const chosen = field.value === option.key;
              return (
                <li key={option.key} className="flex">
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => field.onChange(chosen ? "" : option.key)}
                    onBlur={field.onBlur}
                    className={cn(
                      "flex w-full items-start gap-3 rounded-xl border p-4 text-left transition-colors hover:border-plum",
                      chosen ? "border-plum bg-blush ring-1 ring-plum" : "border-line bg-white",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border",
                        chosen ? "border-plum bg-plum text-white" : "border-muted bg-white",
                      )}
                    >
                      {chosen && <Check className="h-3.5 w-3.5" />}
                    </span>
                    <span className="flex flex-col">
                      <span className="font-medium text-ink">{option.name}</span>
                      <span className="text-sm text-muted">{option.blurb}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      />
      <div role="status">
        {warn && (
          <p className="flex gap-2 rounded-xl border border-forget/40 bg-paper p-3 text-sm text-ink">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-forget" />
            <span>{INTIMATE_PLAN_WARNING}</span>
          </p>
        )}
      </div>
    </FormSection>
  );
}
