import type { AddOnOption } from "@shared/domain/add-ons";
import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import { SPECIAL_DATE_ADD_ON_CENTS } from "@shared/domain/pricing";
import { CalendarHeart } from "lucide-react";
import { cn } from "../../lib/cn";
import type { AddOnSelection } from "./add-on-selection";

interface AddOnPickerProps {
  options: AddOnOption[];
  selection: AddOnSelection;
  onToggle: (option: AddOnOption, checked: boolean) => void;
  disabled?: boolean;
}

/** The special-date deliveries a buyer may add ($75 each, charged once with the first payment). */
export function AddOnPicker({ options, selection, onToggle, disabled }: AddOnPickerProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0" aria-describedby="add-ons-note">
      <legend className="font-semibold text-ink">Special-date deliveries (optional)</legend>
      <p id="add-ons-note" className="mt-1 text-sm text-muted">
        Add a one-time delivery for the days that matter: {formatCents(SPECIAL_DATE_ADD_ON_CENTS)} each, charged once
        with your first payment.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {options.map((option) => {
          const checked = option.key in selection;
          const date = option.date ?? selection[option.key] ?? null;
          return (
            <li key={option.key}>
              <label
                className={cn(
                  "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-forget",
                  checked ? "border-plum bg-blush/40" : "border-line bg-white hover:border-plum/50",
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => onToggle(option, event.target.checked)}
                  className="h-5 w-5 shrink-0 accent-plum focus-visible:outline-none"
                />
                <CalendarHeart aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-plum sm:block" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-ink">{option.name}</span>
                  <span className="text-sm text-muted">
                    {date ? formatIsoDate(date) : "Choose the date when you tick it"}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-ink">{formatCents(option.priceCents)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
