import { recipientToday } from "@shared/domain/dates";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { AlertTriangle, CalendarDays, MapPin, Package, Truck } from "lucide-react";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { FulfilmentDialog } from "./fulfilment-dialog";
import {
  deliveryDateText,
  giftTypeText,
  occasionText,
  orderPlace,
  orderStatusLabel,
  recipientFirstName,
  scheduledDispatchText,
  urgencyText,
} from "./order-rules";

const STATUS_TONES: Record<string, string> = {
  to_order: "bg-forget/10 text-forget-dark",
  ordered: "bg-blush text-plum",
  dispatch_scheduled: "bg-amber-100 text-amber-900",
  shipped: "bg-plum/10 text-plum-dark",
  delivered: "bg-leaf/10 text-leaf",
};

/** Orders as compact cards (the Overview): who (first name), where, when, which box, how far along. */
export function OrderList({ orders, label }: { orders: readonly VendorOrder[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {orders.map((order) => {
        const urgency = urgencyText(order, recipientToday(order.address.state));
        return (
          <li key={order.id} className="flex flex-col rounded-2xl border border-line bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {recipientFirstName(order.recipientName)}
                  {occasionText(order.specialDateType) && (
                    <span className="font-normal text-muted"> · {occasionText(order.specialDateType)}</span>
                  )}
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <Package aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {giftTypeText(order)}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <OrderStatusBadge status={order.status} />
                {urgency && <UrgentBadge detail={urgency} />}
              </div>
            </div>
            <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
              <span className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4 text-muted" />
                <span className="sr-only">Deliver by </span>
                {deliveryDateText(order.deliveryDate)}
              </span>
              {scheduledDispatchText(order) && (
                <span className="flex items-center gap-1.5 font-medium">
                  <Truck aria-hidden="true" className="h-4 w-4 text-muted" />
                  {scheduledDispatchText(order)}
                </span>
              )}
              <span className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="h-4 w-4 text-muted" />
                <span className="sr-only">Deliver to </span>
                {orderPlace(order.address)}
              </span>
            </div>
            {order.status !== "delivered" && (
              <div className="mt-3 flex justify-end">
                <FulfilmentDialog order={order} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        STATUS_TONES[status] ?? "bg-paper text-ink",
      )}
    >
      <span className="sr-only">Status: </span>
      {orderStatusLabel(status)}
    </span>
  );
}

/** "Urgent", with why ("Due tomorrow") beside it and in its accessible name. */
export function UrgentBadge({ detail }: { detail?: string | null }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-white">
      <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
      Urgent
      {detail && <span className="font-normal">· {detail}</span>}
    </span>
  );
}

export function OrderListSkeleton({ rows = 2, label = "Loading orders" }: { rows?: number; label?: string }) {
  return (
    <div role="status" className="grid gap-3 md:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}
