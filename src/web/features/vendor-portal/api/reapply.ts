import type { VendorReapplyInput } from "@shared/schemas/vendor-application";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST /api/vendor/reapply: a rejected vendor's application goes back for review (pending). */
export function useReapply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["vendor", "reapply"],
    mutationFn: (input: VendorReapplyInput) => apiRequest<unknown>("POST", "/api/vendor/reapply", input),
    // The supplier record carries the status the whole portal reads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.suppliers] }),
  });
}
