import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../../lib/cn";

export interface CheckboxCardOption {
  value: string;
  label: string;
  /** A second, smaller line under the label. */
  hint?: string;
}

interface CheckboxCardGroupProps {
  legend: string;
  /** A sentence under the legend. */
  description?: string;
  options: readonly CheckboxCardOption[];
  /** react-hook-form's registration of the array field the ticked values fill. */
  registration: UseFormRegisterReturn;
  /** Shown ticked or not, and not sent: values this form may not change (explained by `note`). */
  locked?: readonly string[] | null;
  note?: string;
  error?: string;
  /** The cards' grid columns, e.g. "sm:grid-cols-2". */
  columns?: string;
  /** "field": a legend like any field's label; "section": a heading of the form's own section. */
  variant?: "field" | "section";
  className?: string;
}

/**
 * A group of checkboxes drawn as cards (a whole card is the target, ticked ones tinted): the
 * categories a vendor fulfils, the parts of a page to scrape. The legend names the group, the error
 * and any note are read with it, and each box says when the group is invalid.
 */
export function CheckboxCardGroup({
  legend,
  description,
  options,
  registration,
  locked = null,
  note,
  error,
  columns = "sm:grid-cols-2",
  variant = "field",
  className,
}: CheckboxCardGroupProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={variant === "section" ? "pr-2 font-serif text-lg text-ink" : "text-sm font-medium text-ink"}>
        {legend}
      </legend>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className={cn("grid gap-2", description ? "mt-3" : "mt-2", columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 has-checked:border-plum has-checked:bg-blush/40 has-focus-visible:outline-3 has-focus-visible:outline-forget has-disabled:cursor-not-allowed"
          >
            <input
              type="checkbox"
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-plum focus-visible:outline-none"
              {...(locked
                ? { checked: locked.includes(option.value), disabled: true, readOnly: true }
                : { value: option.value, ...registration })}
            />
            {option.hint ? (
              <span className="min-w-0 text-sm">
                <span className="font-medium text-ink">{option.label}</span>
                <span className="block text-xs text-muted">{option.hint}</span>
              </span>
            ) : (
              <span className="min-w-0 text-ink">{option.label}</span>
            )}
          </label>
        ))}
      </div>
      {note && (
        <p id={noteId} className="mt-2 text-sm text-muted">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
