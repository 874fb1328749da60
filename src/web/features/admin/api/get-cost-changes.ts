import type { OrderCostChange } from "@shared/schemas/vendor-delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Under the orders' root: saving an order's cost refreshes its history too. */
export const costChangesQueryKey = (orderId: number) =>
  [QUERY_ROOTS.fulfilmentOrders, orderId, "cost-changes"] as const;

/** GET /api/admin/fulfillment-orders/{id}/cost-changes (staff only): who changed the cost, when, and why. */
export const costChangesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: costChangesQueryKey(orderId),
    queryFn: () => apiGet<OrderCostChange[]>(`${QUERY_ROOTS.fulfilmentOrders}/${orderId}/cost-changes`),
  });

export const useCostChanges = (orderId: number) => useQuery(costChangesQueryOptions(orderId));
