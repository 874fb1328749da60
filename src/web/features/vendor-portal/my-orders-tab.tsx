import type { VendorStatus } from "@shared/domain/vendor-status";
import { Inbox } from "lucide-react";
import { useVendorOrders } from "./api/get-vendor-orders";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { OrderList, OrderListSkeleton } from "./order-list";
import { splitOrders } from "./order-rules";
import { noOrdersText } from "./portal-access";

/** Every order routed to the vendor: open ones first (soonest first), then the delivered ones. */
export function MyOrdersTab({ status }: { status: VendorStatus }) {
  const orders = useVendorOrders();
  const { open, delivered } = splitOrders(orders.data ?? []);
  const all = [...open, ...delivered];

  return (
    <section aria-labelledby="my-orders-heading" className="space-y-4">
      <div>
        <h2 id="my-orders-heading" className="font-serif text-2xl text-ink">
          My Orders
        </h2>
        <p className="mt-1 text-sm text-muted">Orders routed to you, with the delivery details you need.</p>
      </div>
      {orders.isPending ? (
        <OrderListSkeleton rows={4} />
      ) : orders.isError ? (
        <LoadError
          message="Your orders could not be loaded."
          error={orders.error}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : all.length === 0 ? (
        <EmptyState icon={Inbox} title="Nothing to fulfil yet">
          {noOrdersText(status)}
        </EmptyState>
      ) : (
        <OrderList orders={all} label="My orders" />
      )}
    </section>
  );
}
