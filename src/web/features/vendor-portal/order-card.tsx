import { recipientToday } from "@shared/domain/dates";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { DeliveryProof, PackingSlipLink } from "./delivery-proof";
import { recipientShown } from "./delivery-proof-rules";
import { FulfilmentDialog } from "./fulfilment-dialog";
import { MarkDeliveredDialog } from "./mark-delivered-dialog";
import { OfferActions } from "./offer-actions";
import { DispatchDetails, OrderDetails } from "./order-details";
import { OrderStatusBadge, UrgentBadge } from "./order-list";
import { occasionText, urgencyText } from "./order-rules";

/** One of My Orders: who, where, when and what, the fulfilment action, and what was sent. */
export function OrderCard({ order }: { order: VendorOrder }) {
  const urgency = urgencyText(order, recipientToday(order.address.state));
  const occasion = occasionText(order.specialDateType);
  const headingId = `order-${order.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-4 sm:p-5 ${urgency ? "border-danger/40" : "border-line"}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-serif text-lg text-ink">
            {order.recipientName}
            {occasion && <span className="font-sans text-sm text-muted"> · {occasion}</span>}
          </h4>
          <p className="text-xs text-muted">Order #{order.id}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {urgency && <UrgentBadge detail={urgency} />}
          <OrderStatusBadge status={order.status} />
        </div>
      </header>
      {order.offerState === "offered" && (
        <div className="mt-4">
          <OfferActions order={order} />
        </div>
      )}
      <div className="mt-4">
        <OrderDetails order={order} />
      </div>
      {order.fulfilment && (
        <div className="mt-4">
          <DispatchDetails order={order} />
        </div>
      )}
      {order.proof && (
        <div className="mt-4">
          <DeliveryProof order={order} />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        {recipientShown(order) && <PackingSlipLink order={order} />}
        {/* While offered, the vendor answers first (Accept or Decline above). */}
        {order.status !== "delivered" && order.offerState !== "offered" && <FulfilmentDialog order={order} />}
        <MarkDeliveredDialog order={order} />
      </div>
    </article>
  );
}
