import type { VendorLoad } from "@shared/schemas/vendor-capacity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const vendorLoadQueryKey = [QUERY_ROOTS.vendorLoad] as const;

/** GET /api/admin/vendor-load: each approved vendor's orders per day against capacity, two weeks ahead. */
export const getVendorLoad = () => apiGet<VendorLoad>("/api/admin/vendor-load");

export const vendorLoadQueryOptions = () => queryOptions({ queryKey: vendorLoadQueryKey, queryFn: getVendorLoad });

export const useVendorLoad = () => useQuery(vendorLoadQueryOptions());
