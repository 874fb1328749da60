import { todayIso } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import { SqlTranslationTab } from "@web/features/data-tools";
import { SubscriptionListPanel, subscriptionStats } from "@web/features/subscriptions";
import { useSubscriptions } from "@web/features/subscriptions/api/get-subscriptions";
import { CalendarHeart, Database, Gift, type LucideIcon, Megaphone, PauseCircle, Wallet } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router";
import { StatCard } from "../../components/stat-card";
import { Card } from "../../components/ui/card";
import { HintButton } from "../../components/ui/hint-button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { GiftBoxTemplates } from "./gift-box-templates";
import { StockPhotoTool } from "./stock-photo-tool";

const LIST_ID = "your-subscriptions";
// Staff's figures and their charts load only when the Analytics tab opens.
const ShopAnalytics = lazy(() => import("@web/features/analytics"));

/** /dashboard: the signed-in user's subscriptions, figures and templates, the stock photo tool, and for staff the SQL tool. */
export function Component() {
  usePageTitle("Dashboard");
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoading && !user) navigate("/account", { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <Spinner label="Loading your dashboard" />;

  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl text-ink sm:text-4xl">Dashboard</h1>
          <p className="mt-1 text-muted">Hi {firstName}, here's everything you're sending.</p>
        </div>
        <HintButton hint="Campaigns are coming soon." variant="outline" className="self-start sm:self-auto">
          <Megaphone aria-hidden="true" className="h-4 w-4" />
          New Campaign
          <span className="sr-only">(coming soon)</span>
        </HintButton>
      </header>

      <Tabs defaultValue="subscription" className="mt-8">
        <TabsList
          aria-label="Dashboard sections"
          className="flex w-full flex-nowrap overflow-x-auto sm:inline-flex sm:w-auto"
        >
          {[
            ["subscription", "Subscriptions"],
            ["scraping", "Scraping"],
            ["analytics", "Analytics"],
            ["sql", "SQL"],
          ].map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="subscription" className="space-y-6">
          <SubscriptionStats userId={user.id} />
          <SubscriptionListPanel
            id={LIST_ID}
            title="Your subscriptions"
            description="Pause, resume or cancel a subscription, and manage billing."
          />
          <GiftBoxTemplates />
        </TabsContent>

        <TabsContent value="scraping">
          <StockPhotoTool userId={user.id} />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<Spinner label="Loading the analytics" />}>
            <ShopAnalytics />
          </Suspense>
        </TabsContent>
        <TabsContent value="sql">
          {user.role === "admin" ? (
            <SqlTranslationTab />
          ) : (
            <ComingSoon
              icon={Database}
              title="SQL generator"
              text="Turning questions about the shop's data into SQL is a staff tool. It arrives with the staff tools release; nothing runs here yet."
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The four figures, from the user's real subscriptions (the same query as the list below). */
function SubscriptionStats({ userId }: { userId: number }) {
  const subscriptions = useSubscriptions(userId);
  const loading = subscriptions.isPending;
  const failed = subscriptions.isError;
  const stats = subscriptionStats(subscriptions.data ?? [], todayIso());
  const show = (value: string | number) => (failed ? "—" : value);

  return (
    <section aria-labelledby="subscription-figures-heading" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
      <h2 id="subscription-figures-heading" className="sr-only">
        Subscription figures
      </h2>
      <StatCard
        title="Active subscriptions"
        value={show(stats.active)}
        icon={Gift}
        loading={loading}
        viewAll={{ to: `#${LIST_ID}` }}
      />
      <StatCard title="Paused" value={show(stats.paused)} icon={PauseCircle} loading={loading} />
      <StatCard
        title="Upcoming special deliveries"
        value={show(stats.upcomingSpecial)}
        icon={CalendarHeart}
        loading={loading}
      />
      <StatCard
        title="Total paid per month"
        value={show(formatCents(stats.monthlyCents))}
        icon={Wallet}
        loading={loading}
        hint="A year of payments over twelve: an annual plan counts as one twelfth."
      />
    </section>
  );
}

function ComingSoon({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="font-serif text-2xl text-ink">{title}</h2>
      <p className="text-sm font-semibold tracking-wide text-plum uppercase">Coming with the staff tools release</p>
      <p className="max-w-prose text-muted">{text}</p>
    </Card>
  );
}
