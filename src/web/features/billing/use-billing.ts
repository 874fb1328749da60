import type { BillingOverview } from "@shared/schemas/billing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../lib/api";
import { SUBSCRIPTIONS_KEY, billingKey } from "../subscriptions/use-subscriptions";

/** GET /api/billing/{id} (shared schema). */
export type BillingDetails = BillingOverview;
export type Payment = BillingOverview["payments"][number];

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** GET /api/billing/{id}: the subscription, its payments, and whether this is test mode. */
export function useBilling(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: billingKey(id ?? ""),
    queryFn: () => apiGet<BillingDetails>(`/api/billing/${encodeURIComponent(id ?? "")}`),
    enabled: enabled && Boolean(id),
  });
}

/** PUT /api/billing/{id}/payment-method (test mode's card form). */
export function useUpdatePaymentMethod(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardInput) =>
      apiRequest<{ paymentMethodLabel: string }>("PUT", `/api/billing/${encodeURIComponent(id)}/payment-method`, {
        method: "card",
        ...card,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKey(id) }),
        queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
      ]),
  });
}
