import type { LedgerDelivery } from "@shared/schemas/deliveries";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast";
import { apiGet, apiRequest, errorText } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

/** Every delivery of one subscription (the ledger), as the deliveries page shows it. */
export const ledgerQueryKey = (id: number) => [QUERY_ROOTS.subscriptions, "ledger", id] as const;

/** GET /api/subscriptions/{id}/deliveries */
export const ledgerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ledgerQueryKey(id),
    queryFn: () => apiGet<LedgerDelivery[]>(`/api/subscriptions/${id}/deliveries`),
  });

export const useLedger = (id: number, enabled = true) => useQuery({ ...ledgerQueryOptions(id), enabled });

/** One of the buyer's changes to the ledger; each answers the whole list as it now stands. */
export type LedgerChange =
  | { kind: "skip"; deliveryId: number }
  | { kind: "unskip"; deliveryId: number }
  | { kind: "move"; deliveryId: number; date: string }
  | { kind: "send-sooner"; date?: string }
  | { kind: "weekday"; weekday: number | null };

function request(id: number, change: LedgerChange): Promise<LedgerDelivery[]> {
  const base = `/api/subscriptions/${id}`;
  switch (change.kind) {
    case "skip":
    case "unskip":
      return apiRequest("POST", `${base}/deliveries/${change.deliveryId}/${change.kind}`);
    case "move":
      return apiRequest("POST", `${base}/deliveries/${change.deliveryId}/move`, { date: change.date });
    case "send-sooner":
      return apiRequest("POST", `${base}/deliveries/send-sooner`, change.date ? { date: change.date } : {});
    case "weekday":
      return apiRequest("PUT", `${base}/delivery-weekday`, { weekday: change.weekday });
  }
}

const DONE: Record<LedgerChange["kind"], string> = {
  skip: "Delivery skipped",
  unskip: "Delivery back on",
  move: "Delivery moved",
  "send-sooner": "Next delivery brought forward",
  weekday: "Delivery day saved",
};

/**
 * Changes one delivery (or the usual weekday). The answer replaces the page's list at once; the
 * subscription list and billing page refetch (their next dates and charges follow the ledger).
 * A refusal is left to the caller to show beside the control (`mutation.error`), and toasted too
 * unless `quietErrors` (the move form shows its own message under the date field).
 */
export function useLedgerChange(id: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ["subscriptions", "ledger-change", id],
    mutationFn: (change: LedgerChange) => request(id, change),
    onSuccess: (deliveries, change) => {
      queryClient.setQueryData(ledgerQueryKey(id), deliveries);
      toast({ title: DONE[change.kind] });
      return refreshSubscriptionReads(queryClient, id);
    },
    onError: (error, change) => {
      if (change.kind === "move") return;
      toast({
        title: "Not changed",
        description: errorText(error, "That change couldn't be made. Please try again."),
        variant: "destructive",
      });
    },
  });
}
