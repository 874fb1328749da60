import type { CancellationPreview, CancellationResult } from "@shared/schemas/deliveries";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export type PaidDeliveriesChoice = "send" | "refund";

export const cancellationPreviewKey = (id: number) => [QUERY_ROOTS.subscriptions, "cancellation", id] as const;

/** GET /api/subscriptions/{id}/cancellation: what cancelling now would do with what is paid for. */
export const cancellationPreviewOptions = (id: number) =>
  queryOptions({
    queryKey: cancellationPreviewKey(id),
    queryFn: () => apiGet<CancellationPreview>(`/api/subscriptions/${id}/cancellation`),
    // Always fresh: a delivery may have locked since the dialog was last opened.
    staleTime: 0,
    gcTime: 0,
  });

export const useCancellationPreview = (id: number, enabled: boolean) =>
  useQuery({ ...cancellationPreviewOptions(id), enabled });

/**
 * POST /api/subscriptions/{id}/cancel. The reads are refreshed by `refresh()` once the buyer has seen
 * the outcome: refreshing at once would turn the row Cancelled and unmount the dialog showing it.
 */
export function useCancelWithChoice(id: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["subscriptions", "cancel", id],
    mutationFn: (paidDeliveries: PaidDeliveriesChoice) =>
      apiRequest<CancellationResult>("POST", `/api/subscriptions/${id}/cancel`, { paidDeliveries }),
  });
  return { ...mutation, refresh: () => refreshSubscriptionReads(queryClient, id) };
}

export const CANCELLED_TOAST = {
  title: "Subscription Cancelled",
  description: "No further payments will be taken.",
};
