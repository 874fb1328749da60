import type { DeclineInput, OrderDeclined } from "@shared/schemas/order-offers";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorOrders } from "./refresh-vendor-orders";

/** POST /api/vendor/orders/{id}/decline { reason, note } → the order has been passed on. */
export const declineOrderOptions = () =>
  mutationOptions({
    mutationKey: ["vendor-orders", "decline"],
    mutationFn: ({ orderId, input }: { orderId: number; input: DeclineInput }) =>
      apiRequest<OrderDeclined>("POST", `/api/vendor/orders/${orderId}/decline`, input),
  });

export function useDeclineOrder() {
  const queryClient = useQueryClient();
  return useMutation({ ...declineOrderOptions(), onSettled: () => refreshVendorOrders(queryClient) });
}
