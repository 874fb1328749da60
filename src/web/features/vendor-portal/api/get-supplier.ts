import type { Supplier } from "@shared/schemas/supplier";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, errorStatus } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const supplierQueryKey = (userId: number) => [QUERY_ROOTS.suppliers, { userId }] as const;

/** GET /api/suppliers?userId: the vendor's own supplier record, or null when it has none (404). */
export async function getSupplier(userId: number): Promise<Supplier | null> {
  try {
    return await apiGet<Supplier>(`/api/suppliers?userId=${encodeURIComponent(userId)}`);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const supplierQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: supplierQueryKey(userId ?? 0),
    queryFn: () => getSupplier(userId as number),
    enabled: userId !== null,
  });

export const useSupplier = (userId: number | null) => useQuery(supplierQueryOptions(userId));
