import type { RerouteResult } from "@shared/schemas/vendor-capacity";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST /api/admin/fulfillment-orders/{id}/route: routes an unassigned order again by today's rules. */
export const rerouteOrderOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.fulfilmentOrders, "route"],
    mutationFn: (orderId: number) =>
      apiRequest<RerouteResult>("POST", `/api/admin/fulfillment-orders/${orderId}/route`),
  });

/** The orders table and the load chart refetch once it settles. */
export function useRerouteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rerouteOrderOptions(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.fulfilmentOrders] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorLoad] }),
      ]),
  });
}
