import type { Supplier, SupplierCreateInput } from "@shared/schemas/supplier";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { supplierQueryKey } from "./get-supplier";

/** POST /api/suppliers (201): the signed-in vendor's supplier record; 409 when it already has one. */
export const createSupplierOptions = () =>
  mutationOptions({
    mutationKey: ["suppliers", "create"],
    mutationFn: (input: SupplierCreateInput) => apiRequest<Supplier>("POST", "/api/suppliers", input),
  });

/** Registers; the new record becomes the portal's supplier at once, so the view turns to the overview. */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createSupplierOptions(),
    onSuccess: (supplier) => {
      queryClient.setQueryData(supplierQueryKey(supplier.userId), supplier);
      return queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.suppliers] });
    },
  });
}
