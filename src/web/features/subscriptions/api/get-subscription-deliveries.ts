import type { SubscriptionDelivery } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const subscriptionDeliveriesQueryKey = (id: number) => [QUERY_ROOTS.subscriptions, "deliveries", id] as const;

/**
 * GET /api/subscriptions/{id}/deliveries: every delivery of one of the buyer's subscriptions (the
 * ledger); this list shows the boxes that have been dispatched.
 */
export const getSubscriptionDeliveries = async (id: number) =>
  (await apiGet<SubscriptionDelivery[]>(`/api/subscriptions/${id}/deliveries`)).filter(
    (delivery) => delivery.status === "shipped" || delivery.status === "delivered",
  );

export const subscriptionDeliveriesQueryOptions = (id: number) =>
  queryOptions({ queryKey: subscriptionDeliveriesQueryKey(id), queryFn: () => getSubscriptionDeliveries(id) });

export const useSubscriptionDeliveries = (id: number) => useQuery(subscriptionDeliveriesQueryOptions(id));
