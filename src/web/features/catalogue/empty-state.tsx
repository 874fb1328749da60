import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** h1 when the state is the whole page (detail page), h2 inside a page. */
  headingLevel?: "h1" | "h2";
}

export function EmptyState({ icon: Icon, title, children, action, headingLevel: Heading = "h2" }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-blush text-plum">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <Heading className="mt-4 font-serif text-2xl text-ink">{title}</Heading>
      {children && <div className="mt-2 max-w-md text-muted">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The banner a failed load shows (spec §8 messages). */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-white px-5 py-4 text-danger">
      {children}
    </div>
  );
}
