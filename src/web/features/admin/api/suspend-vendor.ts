import type { AdminVendor, vendorDecisionReasonSchema } from "@shared/schemas/admin-vendors";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export interface SuspendVendorInput extends z.output<typeof vendorDecisionReasonSchema> {
  vendorId: number;
}

/** POST /api/admin/vendors/{id}/suspend {reason}; the reason goes to the vendor. A refused move answers 409. */
export const suspendVendorOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.adminVendors, "suspend"],
    mutationFn: ({ vendorId, reason }: SuspendVendorInput) =>
      apiRequest<AdminVendor>("POST", `/api/admin/vendors/${vendorId}/suspend`, { reason }),
  });

/** Every vendor list refetches, win or lose, before the call settles. */
export function useSuspendVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...suspendVendorOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.adminVendors] }),
  });
}
