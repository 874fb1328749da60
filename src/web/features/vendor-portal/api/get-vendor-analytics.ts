import type { VendorAnalytics } from "@shared/schemas/vendor-portal";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const vendorAnalyticsQueryKey = [QUERY_ROOTS.vendorAnalytics] as const;

/** GET /api/vendor/analytics: orders per month by status, and the on-time rate. */
export const getVendorAnalytics = () => apiGet<VendorAnalytics>("/api/vendor/analytics");

export const vendorAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: vendorAnalyticsQueryKey, queryFn: getVendorAnalytics });

export const useVendorAnalytics = () => useQuery(vendorAnalyticsQueryOptions());
