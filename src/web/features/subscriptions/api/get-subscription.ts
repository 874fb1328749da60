import type { SubscriptionView } from "@shared/schemas/subscription";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const subscriptionQueryKey = (id: number | null) => [QUERY_ROOTS.subscriptions, "detail", id] as const;

/** GET /api/subscriptions/{id}: one of the buyer's subscriptions (a draft until its payment is confirmed). */
export const getSubscription = (id: number) => apiGet<SubscriptionView>(`/api/subscriptions/${id}`);

export const subscriptionQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: subscriptionQueryKey(id),
    queryFn: () => getSubscription(id as number),
    enabled: id !== null,
  });

interface UseSubscriptionOptions {
  /** Polling, e.g. while a draft waits for the payment provider's webhook. */
  refetchInterval?: number | false | ((data: SubscriptionView | undefined) => number | false);
}

export function useSubscription(id: number | null, { refetchInterval }: UseSubscriptionOptions = {}) {
  return useQuery({
    ...subscriptionQueryOptions(id),
    refetchInterval:
      typeof refetchInterval === "function" ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}
