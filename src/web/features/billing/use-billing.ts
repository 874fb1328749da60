import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../lib/api";
import { SUBSCRIPTIONS_KEY, type Subscription, billingKey } from "../subscriptions/use-subscriptions";

export interface Payment {
  id: number;
  /** initial | renewal */
  kind: string;
  /** succeeded | failed */
  status: string;
  amountCents: number;
  gstCents: number;
  periodStart: string | null;
  failureMessage: string | null;
  createdAt: string;
}

export interface BillingDetails {
  subscription: Subscription;
  payments: Payment[];
  testMode: boolean;
}

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
