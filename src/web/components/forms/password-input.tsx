import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "../../lib/cn";
import { Input } from "../ui/input";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** What the toggle shows, e.g. "password" → the button is named "Show password". */
  toggleLabel: string;
};

/**
 * A password input with a show/hide toggle: a real button (Tab, Enter, Space), named "Show …" with
 * aria-pressed saying whether the text is visible. It takes the id and aria attributes Field adds.
 */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn("pr-12", className)}
      />
      <button
        type="button"
        aria-label={`Show ${toggleLabel}`}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-plum focus-visible:outline-3 focus-visible:outline-forget"
      >
        {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
      </button>
    </div>
  );
}
