import type { VendorOrder } from "@shared/schemas/fulfilment";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorOrders } from "./refresh-vendor-orders";

/**
 * POST /api/vendor/orders/{id}/claim (no body) → the order, now the vendor's. 409 when another vendor
 * claimed it first: the lists refresh either way, so the order leaves Nearby Orders.
 */
export const claimOrderOptions = () =>
  mutationOptions({
    mutationKey: ["vendor-orders", "claim"],
    mutationFn: (orderId: number) => apiRequest<VendorOrder>("POST", `/api/vendor/orders/${orderId}/claim`),
  });

export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({ ...claimOrderOptions(), onSettled: () => refreshVendorOrders(queryClient) });
}
