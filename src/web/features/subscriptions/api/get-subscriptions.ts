import type { SubscriptionView } from "@shared/schemas/subscription";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const subscriptionsQueryKey = (userId: number | null | undefined) =>
  [QUERY_ROOTS.subscriptions, "list", userId] as const;

/** GET /api/subscriptions?userId=…: the buyer's subscriptions, newest first. */
export const getSubscriptions = (userId: number) =>
  apiGet<SubscriptionView[]>(`/api/subscriptions?userId=${encodeURIComponent(userId)}`);

/** Runs only once a user id exists (spec §7); an answer that is not a list reads as empty. */
export const subscriptionsQueryOptions = (userId: number | null | undefined) =>
  queryOptions({
    queryKey: subscriptionsQueryKey(userId),
    queryFn: () => getSubscriptions(userId as number),
    enabled: typeof userId === "number",
    select: (data: unknown) => (Array.isArray(data) ? (data as SubscriptionView[]) : []),
  });

export const useSubscriptions = (userId: number | null | undefined) => useQuery(subscriptionsQueryOptions(userId));
