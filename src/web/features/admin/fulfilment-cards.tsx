import type { AdminOrder } from "@shared/schemas/fulfilment";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import type { VendorChoice } from "./api/get-vendor-choices";
import { DispatchInfo } from "./fulfilment-dispatch";
import { EDITOR_NAMES, type EditorName, useOrderEditors } from "./fulfilment-editors";
import { EmptyOrders } from "./fulfilment-empty";
import { giftText, occasionText, orderDateText, placeText } from "./fulfilment-rules";
import { UrgentBadge } from "./fulfilment-urgent";

interface FulfilmentCardsProps {
  orders: readonly AdminOrder[] | null;
  choices: readonly VendorChoice[];
  refreshing: boolean;
}

/**
 * Phones, tablets and small laptops: one card per order (two side by side from tablet width), its facts
 * first, then each staff field under its own label.
 */
export function FulfilmentCards({ orders, choices, refreshing }: FulfilmentCardsProps) {
  if (orders === null) {
    return (
      <div role="status" className="grid gap-3 md:grid-cols-2">
        <span className="sr-only">Loading orders</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-line bg-white px-4 py-8">
        <EmptyOrders />
      </div>
    );
  }
  return (
    <ul
      aria-label="Fulfilment orders"
      aria-busy={refreshing}
      className={cn("grid gap-3 md:grid-cols-2", refreshing && "opacity-60")}
    >
      {orders.map((order) => (
        <li key={order.id} className="min-w-0">
          <OrderCard order={order} choices={choices} />
        </li>
      ))}
    </ul>
  );
}

/** Wide fields (the notes) take the whole card; the short ones sit two to a line. */
const FULL_WIDTH = new Set<EditorName>(["Vendor", "Supplier ordered", "Package", "Notes"]);

function OrderCard({ order, choices }: { order: AdminOrder; choices: readonly VendorChoice[] }) {
  const editors = useOrderEditors(order, choices, true);
  const headingId = `fulfilment-order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-2xl border border-line bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-medium text-ink">
            Order #{order.id}
          </h2>
          <p className="text-sm text-muted">
            {orderDateText(order.deliveryDate)} · {occasionText(order.specialDateType)}
          </p>
        </div>
        {order.urgent && <UrgentBadge />}
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <Fact term="Recipient">{order.recipientName}</Fact>
        <Fact term="Place">{placeText(order)}</Fact>
        <Fact term="Customer">{order.customerName}</Fact>
        <Fact term="Gift">{giftText(order)}</Fact>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4">
        {EDITOR_NAMES.map((name) => (
          <div key={name} className={cn("flex min-w-0 flex-col gap-1", FULL_WIDTH.has(name) && "col-span-2")}>
            {/* The field's own accessible name says which order; this is the visible caption. */}
            <span aria-hidden="true" className="text-xs font-medium text-muted">
              {name}
            </span>
            {editors[name]}
          </div>
        ))}
      </div>
      <div className="mt-4 border-t border-line pt-3 text-sm">
        <p className="text-xs font-medium text-muted">Dispatch</p>
        <div className="mt-1">
          <DispatchInfo order={order} />
        </div>
      </div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}
