import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

interface FigureCardProps {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
  hint?: string;
}

/** One of the Overview's figures. */
export function FigureCard({ title, value, icon: Icon, loading, hint }: FigureCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted">{title}</h3>
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blush text-plum">
          <Icon aria-hidden="true" className="h-4 w-4" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-7 w-16" />
      ) : (
        <p className="font-serif text-2xl leading-none text-ink sm:text-3xl">{value}</p>
      )}
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </Card>
  );
}
