import type { Supplier, SupplierUpdateInput } from "@shared/schemas/supplier";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { supplierQueryKey } from "./get-supplier";

interface UpdateSupplierVariables {
  id: number;
  changes: SupplierUpdateInput;
}

/**
 * PATCH /api/suppliers/{id}: the vendor's business info. A rejected or suspended vendor gets 409 (read-only),
 * an approved one changing categories 409 too; bad fields 400 with fieldErrors.
 */
export const updateSupplierOptions = () =>
  mutationOptions({
    mutationKey: ["suppliers", "update"],
    mutationFn: ({ id, changes }: UpdateSupplierVariables) =>
      apiRequest<Supplier>("PATCH", `/api/suppliers/${id}`, changes),
  });

/** Saves; the answer replaces the cached record. */
export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSupplierOptions(),
    onSuccess: (supplier) => queryClient.setQueryData(supplierQueryKey(supplier.userId), supplier),
  });
}
