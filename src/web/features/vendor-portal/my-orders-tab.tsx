import type { VendorStatus } from "@shared/domain/vendor-status";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { Inbox } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { useVendorOrders } from "./api/get-vendor-orders";
import { EmptyState } from "./empty-state";
import { OrderCard } from "./order-card";
import { splitOrders } from "./order-rules";
import { noOrdersText } from "./portal-access";

export const MY_ORDERS_ERROR = "Your orders could not be loaded.";

/** Every order routed to (or claimed by) the vendor: open ones soonest first, then the delivered ones. */
export function MyOrdersTab({ status }: { status: VendorStatus }) {
  const orders = useVendorOrders();
  const { open, delivered } = splitOrders(orders.data ?? []);

  return (
    <section aria-labelledby="my-orders-heading" className="space-y-4">
      <div>
        <h2 id="my-orders-heading" tabIndex={-1} className="font-serif text-2xl text-ink outline-none">
          My Orders
        </h2>
        <p className="mt-1 text-sm text-muted">Orders routed to you, with the delivery details you need.</p>
      </div>
      {orders.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your orders</span>
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : orders.isError ? (
        <LoadError
          message={MY_ORDERS_ERROR}
          error={orders.error}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : open.length + delivered.length === 0 ? (
        <EmptyState icon={Inbox} title="Nothing to fulfil yet">
          {noOrdersText(status)}
        </EmptyState>
      ) : (
        <>
          <OrderGroup
            id="my-orders-open"
            title="Open"
            orders={open}
            empty="Every order is delivered. New ones will appear here, soonest first."
          />
          {delivered.length > 0 && <OrderGroup id="my-orders-delivered" title="Delivered" orders={delivered} />}
        </>
      )}
    </section>
  );
}

interface OrderGroupProps {
  id: string;
  title: string;
  orders: readonly VendorOrder[];
  empty?: string;
}

function OrderGroup({ id, title, orders, empty }: OrderGroupProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-medium tracking-wide text-muted uppercase">
        {title} <span className="font-normal">({orders.length})</span>
      </h3>
      {orders.length === 0 ? (
        <EmptyState title="Nothing open">{empty}</EmptyState>
      ) : (
        <ul aria-labelledby={id} className="space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
