import { deliveryProofText } from "@shared/domain/proof-of-delivery";
import type { AdminOrder } from "@shared/schemas/fulfilment";
import { Camera } from "lucide-react";
import { orderDateText } from "./fulfilment-rules";

/** What the vendor recorded when it shipped: date, courier, tracking and the package photo. */
export function DispatchInfo({ order }: { order: AdminOrder }) {
  const shipped = order.dispatchDate || order.courier || order.trackingNumber || order.packagePhotoUrl || order.proof;
  if (!shipped) return <span className="text-muted">Not dispatched yet</span>;
  return (
    <div className="space-y-0.5">
      {order.dispatchDate &&
        (order.status === "dispatch_scheduled" ? (
          // Packed, not yet sent: the dispatch job ships it (and tells the buyer) on this date.
          <p className="font-medium whitespace-nowrap text-ink">
            Scheduled for dispatch {orderDateText(order.dispatchDate)}
          </p>
        ) : (
          <p className="whitespace-nowrap">Sent {orderDateText(order.dispatchDate)}</p>
        ))}
      {order.courier && <p>{order.courier}</p>}
      {order.trackingNumber && (
        <p className="font-mono text-xs [overflow-wrap:anywhere]">
          <span className="sr-only">Tracking number </span>
          {order.trackingNumber}
        </p>
      )}
      {order.packagePhotoUrl && (
        <a
          href={order.packagePhotoUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-9 items-center gap-1 font-medium text-plum underline underline-offset-4 hover:text-plum-dark focus-visible:outline-3 focus-visible:outline-forget"
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          Package photo
          <span className="sr-only"> for order {order.id} (opens in a new tab)</span>
        </a>
      )}
      {order.proof && <p className="text-xs text-muted">{deliveryProofText(order.proof)}</p>}
      {order.proof?.photoUrl && (
        <a
          href={order.proof.photoUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-9 items-center gap-1 font-medium text-plum underline underline-offset-4 hover:text-plum-dark focus-visible:outline-3 focus-visible:outline-forget"
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          Delivery photo
          <span className="sr-only"> for order {order.id} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
