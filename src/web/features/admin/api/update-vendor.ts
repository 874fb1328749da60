import type { AdminVendor, adminVendorUpdateSchema } from "@shared/schemas/admin-vendors";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export interface UpdateVendorInput {
  vendorId: number;
  changes: z.output<typeof adminVendorUpdateSchema>;
}

/** PATCH /api/admin/vendors/{id} {categories?, serviceRadius?}: staff adjust what the vendor may fulfil. */
export const updateVendorOptions = () =>
  mutationOptions({
    mutationKey: [QUERY_ROOTS.adminVendors, "update"],
    mutationFn: ({ vendorId, changes }: UpdateVendorInput) =>
      apiRequest<AdminVendor>("PATCH", `/api/admin/vendors/${vendorId}`, changes),
  });

/** Every vendor list refetches before the call settles. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateVendorOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.adminVendors] }),
  });
}
