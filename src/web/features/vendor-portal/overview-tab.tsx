import type { Supplier } from "@shared/schemas/supplier";
import { CalendarClock, CheckCircle2, Gift, Inbox, Package, Undo2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError } from "../../components/load-error";
import { StatCard } from "../../components/stat-card";
import { Card } from "../../components/ui/card";
import { useVendorOrders } from "./api/get-vendor-orders";
import { useVendorOverview } from "./api/get-vendor-overview";
import { BusinessInfo } from "./business-info";
import { CapacitySection } from "./capacity-section";
import { EmptyState } from "./empty-state";
import { OrderList, OrderListSkeleton } from "./order-list";
import { splitOrders } from "./order-rules";
import { PaymentsSection } from "./payments-section";
import { noOrdersText, type OverviewSectionId, type PortalAccess } from "./portal-access";

const OVERVIEW_ERROR = "Your figures could not be loaded.";
const ORDERS_ERROR = "Your orders could not be loaded.";

interface OverviewTabProps {
  supplier: Supplier;
  access: PortalAccess;
}

/** Figures, then the sections the scroll links lead to: New Orders, Order History, Payments, Business Info. */
export function OverviewTab({ supplier, access }: OverviewTabProps) {
  const overview = useVendorOverview();
  const orders = useVendorOrders();
  const figures = overview.data;
  const loading = overview.isPending;
  const { open, delivered } = splitOrders(orders.data ?? []);

  return (
    <div className="space-y-10">
      <section aria-labelledby="figures-heading" className="space-y-4">
        <h2 id="figures-heading" className="sr-only">
          Your figures
        </h2>
        {overview.isError ? (
          <LoadError
            message={OVERVIEW_ERROR}
            error={overview.error}
            onRetry={() => overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-7">
              <StatCard title="Open orders" icon={Inbox} loading={loading} value={figures?.orders.open} />
              <StatCard
                title="Due this week"
                icon={CalendarClock}
                loading={loading}
                value={figures?.orders.dueThisWeek}
              />
              <StatCard title="Delivered" icon={CheckCircle2} loading={loading} value={figures?.orders.delivered} />
              <StatCard title="Total orders" icon={Package} loading={loading} value={figures?.orders.total} />
              <StatCard title="Declined" icon={Undo2} loading={loading} value={figures?.orders.declined} />
              <StatCard title="Subscribers" icon={Users} loading={loading} value={figures?.subscribers} />
              <StatCard title="Active gift boxes" icon={Gift} loading={loading} value={figures?.activeGiftBoxes} />
            </div>
            {figures && figures.orders.total === 0 && (
              <EmptyState icon={Inbox} title="Nothing to fulfil yet">
                {noOrdersText(supplier.status)}
              </EmptyState>
            )}
          </>
        )}
      </section>

      <OverviewSection id="new-orders" title="New Orders" description="Orders to prepare, soonest first.">
        <OrdersBlock
          query={orders}
          list={open}
          label="New orders"
          empty={<EmptyState title="No new orders">Orders routed to you will appear here, soonest first.</EmptyState>}
        />
      </OverviewSection>

      <OverviewSection id="order-history" title="Order History" description="Delivered orders, latest first.">
        <OrdersBlock
          query={orders}
          list={delivered}
          label="Delivered orders"
          empty={<EmptyState title="No deliveries yet">Each order moves here once it's delivered.</EmptyState>}
        />
      </OverviewSection>

      <OverviewSection id="payments" title="Payments" description="What the shop has paid you, and what is on its way.">
        <PaymentsSection />
      </OverviewSection>

      <OverviewSection
        id="business-info"
        title="Business Info"
        description="How customers and our team know your shop."
      >
        <Card className="p-4 sm:p-6">
          <BusinessInfo supplier={supplier} access={access} />
        </Card>
      </OverviewSection>

      <CapacitySection access={access} />
    </div>
  );
}

interface OverviewSectionProps {
  id: OverviewSectionId;
  title: string;
  description: string;
  children: ReactNode;
}

function OverviewSection({ id, title, description, children }: OverviewSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} className="scroll-mt-4 space-y-4 outline-none">
      <div>
        <h2 id={`${id}-heading`} className="font-serif text-2xl text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

interface OrdersBlockProps {
  query: ReturnType<typeof useVendorOrders>;
  list: Parameters<typeof OrderList>[0]["orders"];
  label: string;
  empty: ReactNode;
}

function OrdersBlock({ query, list, label, empty }: OrdersBlockProps) {
  if (query.isPending) return <OrderListSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        message={ORDERS_ERROR}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return list.length === 0 ? empty : <OrderList orders={list} label={label} />;
}
