import type { NearbyOrder } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Its own root: claiming refreshes it and My Orders together (see claim-order.ts). */
export const nearbyOrdersQueryKey = [QUERY_ROOTS.nearbyOrders] as const;

/** GET /api/vendor/nearby-orders: unassigned orders in the vendor's area and categories, suburb and date only. */
export const getNearbyOrders = () => apiGet<NearbyOrder[]>(QUERY_ROOTS.nearbyOrders);

export const nearbyOrdersQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: nearbyOrdersQueryKey,
    queryFn: getNearbyOrders,
    select: (data: unknown) => (Array.isArray(data) ? (data as NearbyOrder[]) : []),
    enabled,
  });

export const useNearbyOrders = (enabled = true) => useQuery(nearbyOrdersQueryOptions(enabled));
