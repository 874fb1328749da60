import type { StaffRefundResult } from "@shared/schemas/customers";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export interface RefundDeliveryInput {
  customerId: number;
  deliveryId: number;
  reason: string;
}

/** POST /api/admin/customers/{id}/deliveries/{deliveryId}/refund {reason}; a refused refund answers 409. */
export const refundDeliveryOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.customers, "refund"],
    mutationFn: ({ customerId, deliveryId, reason }: RefundDeliveryInput) =>
      apiRequest<StaffRefundResult>("POST", `/api/admin/customers/${customerId}/deliveries/${deliveryId}/refund`, {
        reason,
      }),
  });

/** The customer's page refetches, win or lose (a refusal may mean it changed meanwhile). */
export function useRefundDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    ...refundDeliveryOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.customers] }),
  });
}
