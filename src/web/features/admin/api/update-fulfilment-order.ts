import type { AdminOrder, AdminOrderPage, AdminOrderPatch } from "@shared/schemas/fulfilment";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { replaceOrder } from "../fulfilment-rules";
import { costChangesQueryKey } from "./get-cost-changes";
import { FULFILMENT_ORDERS_ROOT } from "./get-fulfilment-orders";

export interface UpdateFulfilmentOrderInput {
  orderId: number;
  /** Exactly one field (the server refuses more). */
  patch: AdminOrderPatch;
}

/** PATCH /api/admin/fulfillment-orders/{id} with one changed field → the updated order. */
export const updateFulfilmentOrderOptions = () =>
  mutationOptions({
    mutationKey: [FULFILMENT_ORDERS_ROOT, "update"],
    mutationFn: ({ orderId, patch }: UpdateFulfilmentOrderInput) =>
      apiRequest<AdminOrder>("PATCH", `${FULFILMENT_ORDERS_ROOT}/${orderId}`, patch),
  });

/**
 * One order's changes run one after another (its own mutation scope), so an older answer never lands
 * after a newer one. The answer replaces the row in every cached page that shows it, where it stands
 * (no refetch, no jump under the staff member's cursor).
 */
export function useUpdateFulfilmentOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFulfilmentOrderOptions(),
    scope: { id: `${FULFILMENT_ORDERS_ROOT}/${orderId}` },
    onSuccess: (updated, { patch }) => {
      if (!updated || typeof updated.id !== "number") return;
      if (patch.cost !== undefined) void queryClient.invalidateQueries({ queryKey: costChangesQueryKey(orderId) });
      queryClient.setQueriesData<AdminOrderPage>({ queryKey: [FULFILMENT_ORDERS_ROOT] }, (page) =>
        page && Array.isArray(page.orders) ? replaceOrder(page, updated) : page,
      );
    },
  });
}
