import type { VendorOrder } from "@shared/schemas/fulfilment";
import type { MarkDeliveredInput } from "@shared/schemas/vendor-delivery";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorOrders } from "./refresh-vendor-orders";

interface MarkDeliveredVariables {
  orderId: number;
  input: MarkDeliveredInput;
}

/**
 * POST /api/vendor/orders/{id}/delivered → the order, Delivered, with its proof. 400 with fieldErrors
 * (photoId) on a photo that can't be used; 409 when it is not yet shipped or already delivered.
 */
export const markDeliveredOptions = () =>
  mutationOptions({
    mutationKey: ["vendor-orders", "delivered"],
    mutationFn: ({ orderId, input }: MarkDeliveredVariables) =>
      apiRequest<VendorOrder>("POST", `/api/vendor/orders/${orderId}/delivered`, input),
  });

export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({ ...markDeliveredOptions(), onSuccess: () => refreshVendorOrders(queryClient) });
}
