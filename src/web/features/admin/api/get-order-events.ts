import type { OrderEvent } from "@shared/schemas/order-offers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Under the orders' root: any change to the orders refreshes an open history too. */
export const orderEventsQueryKey = (orderId: number) => [QUERY_ROOTS.fulfilmentOrders, orderId, "events"] as const;

/** GET /api/admin/fulfillment-orders/{id}/events (staff only): each step of the order's offer, oldest first. */
export const orderEventsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderEventsQueryKey(orderId),
    queryFn: () => apiGet<OrderEvent[]>(`/api/admin/fulfillment-orders/${orderId}/events`),
  });

export const useOrderEvents = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderEventsQueryOptions(orderId), enabled });
