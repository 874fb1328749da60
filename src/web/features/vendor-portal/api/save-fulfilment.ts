import type { FulfilmentInput, VendorOrder } from "@shared/schemas/fulfilment";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorOrders } from "./refresh-vendor-orders";

interface SaveFulfilmentVariables {
  orderId: number;
  input: FulfilmentInput;
}

/**
 * POST /api/vendor/orders/{id}/fulfilment → the order, shipped (or scheduled for a later dispatch date). Saving again updates it (the buyer is
 * e-mailed once). 400 with fieldErrors on bad input.
 */
export const saveFulfilmentOptions = () =>
  mutationOptions({
    mutationKey: ["vendor-orders", "fulfilment"],
    mutationFn: ({ orderId, input }: SaveFulfilmentVariables) =>
      apiRequest<VendorOrder>("POST", `/api/vendor/orders/${orderId}/fulfilment`, input),
  });

export function useSaveFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({ ...saveFulfilmentOptions(), onSuccess: () => refreshVendorOrders(queryClient) });
}
