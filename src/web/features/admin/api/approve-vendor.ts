import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST /api/admin/vendors/{id}/approve (no body); a move the status table refuses answers 409. */
export const approveVendorOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.adminVendors, "approve"],
    mutationFn: (vendorId: number) => apiRequest<AdminVendor>("POST", `/api/admin/vendors/${vendorId}/approve`),
  });

/** Every vendor list refetches, win or lose (a 409 means the list on screen is out of date), before the call settles. */
export function useApproveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveVendorOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.adminVendors] }),
  });
}
