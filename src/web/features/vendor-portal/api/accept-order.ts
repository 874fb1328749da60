import type { VendorOrder } from "@shared/schemas/fulfilment";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorOrders } from "./refresh-vendor-orders";

/** POST /api/vendor/orders/{id}/accept (no body) → the order, accepted. 409 once its deadline has passed. */
export const acceptOrderOptions = () =>
  mutationOptions({
    mutationKey: ["vendor-orders", "accept"],
    mutationFn: (orderId: number) => apiRequest<VendorOrder>("POST", `/api/vendor/orders/${orderId}/accept`),
  });

export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({ ...acceptOrderOptions(), onSettled: () => refreshVendorOrders(queryClient) });
}
