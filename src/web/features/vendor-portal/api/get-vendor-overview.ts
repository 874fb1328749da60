import type { VendorOverview } from "@shared/schemas/vendor-portal";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const vendorOverviewQueryKey = [QUERY_ROOTS.vendorOverview] as const;

/** GET /api/vendor/overview: the signed-in vendor's figures, computed from its own orders. */
export const getVendorOverview = () => apiGet<VendorOverview>("/api/vendor/overview");

export const vendorOverviewQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: vendorOverviewQueryKey, queryFn: getVendorOverview, enabled });

export const useVendorOverview = (enabled = true) => useQuery(vendorOverviewQueryOptions(enabled));
