import type { ShopAnalytics } from "@shared/schemas/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const shopAnalyticsQueryKey = [QUERY_ROOTS.shopAnalytics] as const;

/** GET /api/admin/analytics: the shop's figures for staff. */
export const getShopAnalytics = () => apiGet<ShopAnalytics>("/api/admin/analytics");

export const shopAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: shopAnalyticsQueryKey, queryFn: getShopAnalytics });

export const useShopAnalytics = () => useQuery(shopAnalyticsQueryOptions());
