import type { AdminVendor, vendorDecisionReasonSchema } from "@shared/schemas/admin-vendors";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export interface RejectVendorInput extends z.output<typeof vendorDecisionReasonSchema> {
  vendorId: number;
}

/** POST /api/admin/vendors/{id}/reject {reason}; the reason goes to the vendor. A refused move answers 409. */
export const rejectVendorOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.adminVendors, "reject"],
    mutationFn: ({ vendorId, reason }: RejectVendorInput) =>
      apiRequest<AdminVendor>("POST", `/api/admin/vendors/${vendorId}/reject`, { reason }),
  });

/** Every vendor list refetches, win or lose, before the call settles. */
export function useRejectVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rejectVendorOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.adminVendors] }),
  });
}
