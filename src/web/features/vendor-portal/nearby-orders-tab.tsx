import type { VendorStatus } from "@shared/domain/vendor-status";
import type { NearbyOrder } from "@shared/schemas/fulfilment";
import { CalendarDays, MapPin, MapPinned } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useToast } from "../../components/ui/toast";
import { errorStatus, errorText } from "../../lib/api";
import { useClaimOrder } from "./api/claim-order";
import { useNearbyOrders } from "./api/get-nearby-orders";
import { EmptyState } from "./empty-state";
import { UrgentBadge } from "./order-list";
import { costText, deliveryDateText, NEARBY_EMPTY, nearbyNotOfferedText, sortNearby } from "./order-rules";

const NEARBY_ERROR = "Nearby orders could not be loaded.";
const CLAIM_FAILED = "The order could not be claimed. Please try again.";
const CLAIM_OFFLINE = "The order could not be claimed: check your connection and try again.";

/** Orders no vendor holds yet, in the vendor's area and categories: no name or street until claimed. */
export function NearbyOrdersTab({ status }: { status: VendorStatus }) {
  const offered = status === "approved";
  const nearby = useNearbyOrders(offered);
  const orders = sortNearby(nearby.data ?? []);

  return (
    <section aria-labelledby="nearby-orders-heading" className="space-y-4">
      <div>
        <h2 id="nearby-orders-heading" tabIndex={-1} className="font-serif text-2xl text-ink outline-none">
          Nearby Orders
        </h2>
        <p className="mt-1 text-sm text-muted">
          Deliveries near you that no vendor has taken yet. Claim one and it moves to My Orders with the full details.
        </p>
      </div>
      {!offered ? (
        <EmptyState icon={MapPinned} title="No nearby orders">
          {nearbyNotOfferedText(status)}
        </EmptyState>
      ) : nearby.isPending ? (
        <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading nearby orders</span>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : nearby.isError ? (
        <LoadError
          message={NEARBY_ERROR}
          error={nearby.error}
          onRetry={() => nearby.refetch()}
          retrying={nearby.isFetching}
        />
      ) : orders.length === 0 ? (
        <EmptyState icon={MapPinned} title={NEARBY_EMPTY}>
          We'll show deliveries in your area and categories here when no vendor has been found for them.
        </EmptyState>
      ) : (
        <ul aria-label="Nearby orders" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {orders.map((order) => (
            <li key={order.id}>
              <NearbyOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NearbyOrderCard({ order }: { order: NearbyOrder }) {
  const toast = useToast();
  const claim = useClaimOrder();
  const place = order.suburb ?? "Suburb to come";
  const date = deliveryDateText(order.deliveryDate);

  const onClaim = async () => {
    try {
      await claim.mutateAsync(order.id);
      toast({
        title: "Order claimed",
        description: `The delivery to ${place} on ${date} is now in My Orders.`,
      });
      // The card leaves the list: focus goes back to the tab's heading rather than the page's start.
      document.getElementById("nearby-orders-heading")?.focus();
    } catch (error) {
      toast({
        title: errorStatus(error) === 409 ? "Order already taken" : "Failed to claim order",
        description: errorText(error, CLAIM_FAILED, CLAIM_OFFLINE),
        variant: "destructive",
      });
    }
  };

  return (
    <article
      aria-label={`Delivery to ${place} by ${date}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium text-ink">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
          <span className="sr-only">Suburb: </span>
          {place}
        </p>
        {order.urgent && <UrgentBadge />}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-ink">
        <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
        Deliver by {date}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="text-ink">{order.planName ?? "Gift box"}</dd>
        <dt className="text-muted">Box</dt>
        <dd className="text-ink">{order.giftBoxName ?? "Your choice for the plan"}</dd>
        <dt className="text-muted">You're paid</dt>
        <dd className="text-ink">
          {costText(order.costCents)}
          {order.costBasis && <span className="block text-xs text-muted">{order.costBasis}</span>}
        </dd>
      </dl>
      <Button
        size="sm"
        className="mt-auto w-full"
        onClick={onClaim}
        disabled={claim.isPending}
        aria-busy={claim.isPending}
      >
        {claim.isPending ? "Claiming…" : "Claim order"}
        <span className="sr-only">
          {" "}
          for {place}, {date}
        </span>
      </Button>
    </article>
  );
}
