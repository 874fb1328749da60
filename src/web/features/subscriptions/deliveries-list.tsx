import type { SubscriptionDelivery } from "@shared/schemas/fulfilment";
import { AlertCircle, CheckCircle2, PackageOpen, Truck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useSubscriptionDeliveries } from "./api/get-subscription-deliveries";
import {
  DELIVERIES_LOAD_ERROR,
  deliveryDateText,
  deliveryStatusText,
  NO_DELIVERIES_YET,
  newestFirst,
  occasionText,
  packagePhotoAlt,
  trackingText,
} from "./delivery-rules";
import { PackagePhotoLink } from "./package-photo-link";

interface DeliveriesListProps {
  subscriptionId: number;
  recipientName: string;
}

/** The boxes of one subscription that have been dispatched, newest first, with their tracking and photo. */
export function DeliveriesList({ subscriptionId, recipientName }: DeliveriesListProps) {
  const deliveries = useSubscriptionDeliveries(subscriptionId);

  if (deliveries.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading deliveries</span>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3 rounded-xl border border-line p-3">
            <Skeleton className="h-16 w-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (deliveries.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/40 bg-danger/5 p-3"
      >
        <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-danger" />
        <p className="flex-1 font-medium text-danger">{DELIVERIES_LOAD_ERROR}</p>
        <Button variant="outline" size="sm" onClick={() => void deliveries.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  if (deliveries.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-line bg-paper p-4 text-sm text-muted">
        <PackageOpen aria-hidden="true" className="h-5 w-5 shrink-0 text-plum" />
        {NO_DELIVERIES_YET}
      </p>
    );
  }

  return (
    <ul className="space-y-3">
      {newestFirst(deliveries.data).map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} recipientName={recipientName} />
      ))}
    </ul>
  );
}

function DeliveryItem({ delivery, recipientName }: { delivery: SubscriptionDelivery; recipientName: string }) {
  const status = deliveryStatusText(delivery);
  const tracking = trackingText(delivery);
  const delivered = status === "Delivered";
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border border-line bg-white p-3">
      {delivery.packagePhotoUrl && (
        <PackagePhotoLink url={delivery.packagePhotoUrl} alt={packagePhotoAlt(delivery, recipientName)} />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-medium text-ink">
            {deliveryDateText(delivery.deliveryDate)}
            <span className="block text-xs font-normal text-muted">{occasionText(delivery.specialDateType)}</span>
          </p>
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
              delivered ? "border-leaf/30 bg-leaf/10 text-leaf" : "border-forget/30 bg-forget/10 text-forget-dark",
            )}
          >
            {delivered ? (
              <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
            ) : (
              <Truck aria-hidden="true" className="h-3.5 w-3.5" />
            )}
            {status}
          </span>
        </div>
        {delivery.dispatchDate && (
          <p className="mt-1 text-muted">Dispatched {deliveryDateText(delivery.dispatchDate)}</p>
        )}
        {tracking && <p className="mt-0.5 wrap-anywhere text-ink">{tracking}</p>}
      </div>
    </li>
  );
}
