import { Switch } from "radix-ui";
import { useId } from "react";

interface RotateSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
}

/** "Rotate categories": each delivery comes from the next category the buyer picks. */
export function RotateSwitch({ checked, onCheckedChange, onBlur }: RotateSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          Rotate categories
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Mix things up: each delivery comes from the next category you pick.
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-line transition-colors data-[state=checked]:border-plum data-[state=checked]:bg-plum"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
