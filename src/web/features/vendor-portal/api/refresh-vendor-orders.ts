import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { nearbyOrdersQueryKey } from "./get-nearby-orders";
import { vendorPaymentsQueryKey } from "./get-vendor-payments";

/** After a claim or a fulfilment: both order lists, and the figures computed from them. */
export function refreshVendorOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorOrders] }),
    queryClient.invalidateQueries({ queryKey: nearbyOrdersQueryKey }),
    queryClient.invalidateQueries({ queryKey: vendorPaymentsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorOverview] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorAnalytics] }),
  ]);
}
