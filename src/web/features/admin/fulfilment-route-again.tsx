import type { AdminOrder } from "@shared/schemas/fulfilment";
import { Route } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useRerouteOrder } from "./api/reroute-order";

const ROUTE_FAILURE = "The order could not be routed. Please try again.";

/** Whether an order can be routed again: still to be made, and without a vendor. */
export const canRouteAgain = (order: Pick<AdminOrder, "supplierId" | "status">) =>
  order.supplierId === null && order.status === "to_order";

/**
 * "Route again" on an unassigned order: the routing rules as they stand now (after staff raised a
 * vendor's capacity, say) choose its vendor; the toast says which, or why none.
 */
export function RouteAgainButton({ order }: { order: AdminOrder }) {
  const toast = useToast();
  const reroute = useRerouteOrder();
  const run = async () => {
    try {
      const result = await reroute.mutateAsync(order.id);
      toast({
        title: result.routed ? "Order routed" : "Still without a vendor",
        description: result.message,
        variant: result.routed ? undefined : "destructive",
      });
    } catch (error) {
      toast({
        title: "Could not route the order",
        description: errorText(error, ROUTE_FAILURE),
        variant: "destructive",
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={reroute.isPending} aria-busy={reroute.isPending}>
      <Route aria-hidden="true" className="h-4 w-4" />
      {reroute.isPending ? "Routing…" : "Route again"}
      <span className="sr-only"> order {order.id}</span>
    </Button>
  );
}
