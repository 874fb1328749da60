import { BarChart3 } from "lucide-react";
import { lazy, Suspense } from "react";
import { LoadError } from "../../components/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { useVendorAnalytics } from "./api/get-vendor-analytics";
import { onTimePercent, totalDeclines, totalOrders, weekRows } from "./chart-data";
import { EmptyState } from "./empty-state";

// The charting library loads only when this tab opens, keeping it out of the portal's first download.
const AnalyticsCharts = lazy(() => import("./analytics-charts"));

function ChartsSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <span className="sr-only">Loading your analytics</span>
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

/** Orders per week by status and the on-time rate, from the vendor's own orders. */
export function AnalyticsTab() {
  const analytics = useVendorAnalytics();

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div>
        <h2 id="analytics-heading" className="font-serif text-2xl text-ink">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-muted">
          How your orders are going, week by week: the last eleven weeks, this one and the next four.
        </p>
      </div>
      {analytics.isPending ? (
        <ChartsSkeleton />
      ) : analytics.isError ? (
        <LoadError
          message="Your analytics could not be loaded."
          error={analytics.error}
          onRetry={() => analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <AnalyticsBody
          rows={weekRows(analytics.data)}
          percent={onTimePercent(analytics.data.onTimeRate)}
          deliveredCount={analytics.data.deliveredCount}
        />
      )}
    </section>
  );
}

interface AnalyticsBodyProps {
  rows: ReturnType<typeof weekRows>;
  percent: number | null;
  deliveredCount: number;
}

function AnalyticsBody({ rows, percent, deliveredCount }: AnalyticsBodyProps) {
  if (totalOrders(rows) === 0 && totalDeclines(rows) === 0) {
    return (
      <EmptyState icon={BarChart3} title="Nothing to chart yet">
        Once orders are routed to you, this tab shows how many you have each week, how far along they are, and how often
        you dispatch on time.
      </EmptyState>
    );
  }
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <AnalyticsCharts rows={rows} onTimePercent={percent} deliveredCount={deliveredCount} />
    </Suspense>
  );
}
