import { useId } from "react";
import { cn } from "../../lib/cn";

interface ActiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Names the box, so each switch in a list has its own name. */
  boxName: string;
  disabled?: boolean;
}

/** Active / Inactive: a switch labelled "Offer to customers" (its name includes the box's name). */
export function ActiveSwitch({ checked, onChange, boxName, disabled }: ActiveSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget disabled:opacity-60",
          checked ? "bg-leaf" : "bg-muted/50",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block h-6 w-6 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
      <label htmlFor={id} className="text-sm text-ink">
        Offer<span className="sr-only"> {boxName}</span> to customers
      </label>
    </div>
  );
}
