import type { GenerationResult } from "@shared/schemas/fulfilment";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { FULFILMENT_ORDERS_ROOT } from "./get-fulfilment-orders";

/** POST /api/admin/generate-fulfillment-orders (no body) → {created, routed, unassigned}. */
export const generateFulfilmentOrdersOptions = () =>
  mutationOptions({
    mutationKey: [FULFILMENT_ORDERS_ROOT, "generate"],
    mutationFn: () => apiRequest<GenerationResult>("POST", "/api/admin/generate-fulfillment-orders"),
  });

/** The order list (and any vendor's order list open in this tab) refetches once the run settles. */
export function useGenerateFulfilmentOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    ...generateFulfilmentOrdersOptions(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FULFILMENT_ORDERS_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorOrders] }),
      ]),
  });
}
