import { formatCents } from "@shared/domain/money";
import { type BillingPlan, billingOptions } from "@shared/domain/pricing";
import { cn } from "../../lib/cn";

interface BillingChoiceProps {
  /** The delivery frequency being bought: it sets the cycle and the annual price. */
  frequency: string;
  value: BillingPlan;
  onChange: (value: BillingPlan) => void;
  disabled?: boolean;
}

/** Pay each delivery cycle or a year upfront, as a native radio group (arrow keys move between the two). */
export function BillingChoice({ frequency, value, onChange, disabled }: BillingChoiceProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="font-semibold text-ink">Billing</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {billingOptions(frequency).map((choice) => {
          const checked = value === choice.plan;
          return (
            <label
              key={choice.plan}
              className={cn(
                "relative flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-forget",
                checked ? "border-plum bg-blush/40 ring-1 ring-plum" : "border-line hover:border-plum/50",
              )}
            >
              <input
                type="radio"
                name="billing"
                value={choice.plan}
                checked={checked}
                onChange={() => onChange(choice.plan)}
                className="mt-1 h-5 w-5 shrink-0 accent-plum focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{choice.label}</span>
                  {choice.badge && (
                    <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-semibold text-white">
                      {choice.badge}
                    </span>
                  )}
                </span>
                <span className="mt-1 text-lg font-semibold text-plum">
                  {formatCents(choice.priceCents)}
                  <span className="text-sm font-normal text-muted"> / {choice.per}</span>
                </span>
                <span className="mt-1 text-sm text-muted">{choice.note}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
