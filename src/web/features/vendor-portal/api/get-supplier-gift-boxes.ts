import type { VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Under the gift boxes' root, so any change to boxes refreshes this list and the catalogue together. */
export const supplierGiftBoxesQueryKey = (supplierId: number) => [QUERY_ROOTS.giftBoxes, { supplierId }] as const;

/** GET /api/gift-boxes?supplierId: the owner sees every box of theirs, each with its price. */
export const getSupplierGiftBoxes = (supplierId: number) =>
  apiGet<VendorGiftBox[]>(`/api/gift-boxes?supplierId=${encodeURIComponent(supplierId)}`);

/** An answer that is not a list reads as empty. */
export const supplierGiftBoxesQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: supplierGiftBoxesQueryKey(supplierId),
    queryFn: () => getSupplierGiftBoxes(supplierId),
    select: (data: unknown) => (Array.isArray(data) ? (data as VendorGiftBox[]) : []),
  });

export const useSupplierGiftBoxes = (supplierId: number) => useQuery(supplierGiftBoxesQueryOptions(supplierId));
