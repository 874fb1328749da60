import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A grey placeholder shown while content loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-line/70", className)} {...props} />;
}
