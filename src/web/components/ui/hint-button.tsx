import { Tooltip } from "radix-ui";
import { type ComponentProps, type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

type HintButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "disabled"> & {
  hint: string;
  children: ReactNode;
};

/**
 * A greyed-out button that stays focusable and explains why it is unavailable: the hint shows
 * on hover, on keyboard focus, and on tap (touch screens have no hover).
 */
export function HintButton({ hint, children, className, ...props }: HintButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    // Its own provider (spec delays 700/300 ms) keeps the tooltip code out of every other page's download.
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <Button
            {...props}
            aria-disabled="true"
            className={cn("cursor-not-allowed opacity-60 hover:bg-white", className)}
            onClick={(event) => {
              // Prevented so Radix does not close the hint on click; a tap opens it instead.
              event.preventDefault();
              setOpen(true);
            }}
          >
            {children}
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-72 rounded-lg bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {hint}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
