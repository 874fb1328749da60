import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "./ui/card";
import { Skeleton } from "./ui/skeleton";

interface StatCardProps {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
  /** Optional "View all" link (a route, or "#id" for a place on this page). */
  viewAll?: { to: string; label?: string };
  hint?: string;
}

/** A figure card (the dashboard, the vendor portal): title, value, icon, and an optional hint and view-all link. */
export function StatCard({ title, value, icon: Icon, loading, viewAll, hint }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted">{title}</h3>
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blush text-plum">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="font-serif text-3xl leading-none text-ink">{value}</p>
      )}
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {viewAll &&
        (viewAll.to.startsWith("#") ? (
          <a
            href={viewAll.to}
            className="mt-auto self-start text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
          >
            {viewAll.label ?? "View all"}
            <span className="sr-only"> — {title}</span>
          </a>
        ) : (
          <Link
            to={viewAll.to}
            className="mt-auto self-start text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
          >
            {viewAll.label ?? "View all"}
            <span className="sr-only"> — {title}</span>
          </Link>
        ))}
    </Card>
  );
}
