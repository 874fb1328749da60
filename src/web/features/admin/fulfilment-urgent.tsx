import { cn } from "../../lib/cn";

/** Due within three days (or overdue) and not yet shipped. */
export function UrgentBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full bg-danger px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white",
        className,
      )}
    >
      Urgent
    </span>
  );
}
