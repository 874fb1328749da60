import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const fieldClass =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-ink placeholder:text-muted/80 focus-visible:outline-3 aria-[invalid=true]:border-danger disabled:bg-paper";

export function Input({ className, ...props }: ComponentProps<"input">) {
  // read-only only tints inputs: Chrome counts every <select> as read-only.
  return <input className={cn(fieldClass, "h-11 read-only:bg-paper", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-11", className)} {...props} />;
}
