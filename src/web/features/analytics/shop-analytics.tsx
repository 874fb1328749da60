import { formatCents } from "@shared/domain/money";
import type { ShopAnalytics as ShopFigures } from "@shared/schemas/analytics";
import { BarChart3, CalendarClock, Gift, Timer, Wallet } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { StatCard } from "../../components/stat-card";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useCurrentUser } from "../../lib/session";
import { useShopAnalytics } from "./api/get-shop-analytics";
import { UpcomingDeliveries, VendorBacklog } from "./delivery-figures";
import { percent } from "./figures";
import { RecurringRevenue, RevenuePerMonth } from "./money-figures";
import { ActiveBreakdowns, WeeklyChanges } from "./subscription-figures";

/** The dashboard's Analytics tab: the shop's figures for staff; anyone else is told they are staff's. */
export default function ShopAnalytics() {
  const { user } = useCurrentUser();
  if (user?.role !== "admin") {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
          <BarChart3 aria-hidden="true" className="h-6 w-6" />
        </span>
        <h2 className="font-serif text-2xl text-ink">Analytics</h2>
        <p className="max-w-prose text-muted">
          The shop's figures are for staff. Your own figures are on the Subscriptions tab.
        </p>
      </Card>
    );
  }
  return <StaffAnalytics />;
}

function StaffAnalytics() {
  const analytics = useShopAnalytics();
  return (
    <section aria-labelledby="shop-analytics-heading" className="space-y-6">
      <div>
        <h2 id="shop-analytics-heading" className="font-serif text-2xl text-ink">
          Shop analytics
        </h2>
        <p className="mt-1 text-sm text-muted">
          The shop's figures as they stand now{analytics.data ? ` (today is ${analytics.data.today})` : ""}, in Sydney
          time.
        </p>
      </div>
      {analytics.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading the shop's figures</span>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-28 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : analytics.isError ? (
        <LoadError
          message="The shop's figures could not be loaded."
          error={analytics.error}
          onRetry={() => analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <AllFigures analytics={analytics.data} />
      )}
    </section>
  );
}

function AllFigures({ analytics }: { analytics: ShopFigures }) {
  const thisMonth = analytics.months.at(-1);
  const upcoming = analytics.upcoming.reduce((sum, day) => sum + day.total, 0);
  const unassigned = analytics.upcoming.reduce((sum, day) => sum + day.unassigned, 0);
  const onTime = percent(analytics.vendors.onTime, analytics.vendors.due);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Active subscriptions"
          value={analytics.active.total}
          icon={Gift}
          hint={`${analytics.active.paused} paused`}
        />
        <StatCard
          title="Monthly recurring revenue"
          value={formatCents(analytics.recurring.monthlyCents)}
          icon={Wallet}
          hint={thisMonth ? `${formatCents(thisMonth.netCents)} net this month` : undefined}
        />
        <StatCard
          title="Deliveries, next 14 days"
          value={upcoming}
          icon={CalendarClock}
          hint={unassigned > 0 ? `${unassigned} with no vendor` : "Every order has a vendor"}
        />
        <StatCard
          title="On time, last 90 days"
          value={onTime === null ? "—" : `${onTime}%`}
          icon={Timer}
          hint={
            analytics.vendors.due === 0
              ? "No orders were due"
              : `${analytics.vendors.onTime} of ${analytics.vendors.due} orders due`
          }
        />
      </div>
      <section aria-labelledby="active-heading" className="space-y-3">
        <h2 id="active-heading" className="font-serif text-xl text-ink">
          Active subscriptions
        </h2>
        <ActiveBreakdowns active={analytics.active} />
      </section>
      <WeeklyChanges analytics={analytics} />
      <RevenuePerMonth analytics={analytics} />
      <RecurringRevenue recurring={analytics.recurring} />
      <UpcomingDeliveries analytics={analytics} />
      <VendorBacklog vendors={analytics.vendors} />
    </>
  );
}
