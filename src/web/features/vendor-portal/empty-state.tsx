import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface EmptyStateProps {
  /** Without an icon the panel is compact (for sections under a page-level empty state). */
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A calm "nothing here yet" panel with a line on what will appear and when. */
export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed border-line bg-paper px-4 text-center",
        Icon ? "gap-2 py-8" : "gap-1 py-5",
        className,
      )}
    >
      {Icon && (
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-blush text-plum">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
      )}
      <p className="font-medium text-ink">{title}</p>
      {children && <div className="max-w-md text-sm text-muted">{children}</div>}
    </div>
  );
}
