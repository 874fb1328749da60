import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

/** Placeholder recipient cards while the list loads. */
export function RecipientListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading recipient profiles</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-4 p-5 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-24" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Skeleton className="h-9 w-20 rounded-full" />
            <Skeleton className="h-9 w-20 rounded-full" />
            <Skeleton className="h-9 w-40 rounded-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}
