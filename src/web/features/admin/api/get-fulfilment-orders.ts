import type { AdminOrderPage } from "@shared/schemas/fulfilment";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { type FulfilmentFilters, ordersQueryString } from "../fulfilment-rules";

/** The first part of every key of the staff order list (every page and filter). */
export const FULFILMENT_ORDERS_ROOT = QUERY_ROOTS.fulfilmentOrders;

export const fulfilmentOrdersQueryKey = (filters: FulfilmentFilters) => [FULFILMENT_ORDERS_ROOT, filters] as const;

/** GET /api/admin/fulfillment-orders?sortBy&status&hideCompleted&unassigned&page&pageSize (staff only). */
export const getFulfilmentOrders = (filters: FulfilmentFilters) =>
  apiGet<AdminOrderPage>(`${FULFILMENT_ORDERS_ROOT}?${ordersQueryString(filters)}`);

/** An answer without a list of orders reads as an empty page. */
export function toOrderPage(data: unknown, filters: FulfilmentFilters): AdminOrderPage {
  const page = data as Partial<AdminOrderPage> | null;
  if (!page || !Array.isArray(page.orders)) {
    return { orders: [], total: 0, page: filters.page, pageSize: 0, unassignedOpen: 0 };
  }
  return {
    orders: page.orders,
    total: page.total ?? page.orders.length,
    page: page.page ?? filters.page,
    pageSize: page.pageSize ?? page.orders.length,
    unassignedOpen: page.unassignedOpen ?? 0,
  };
}

/** The previous page stays on screen while the next one loads (no flash of skeletons between pages). */
export const fulfilmentOrdersQueryOptions = (filters: FulfilmentFilters) =>
  queryOptions({
    queryKey: fulfilmentOrdersQueryKey(filters),
    queryFn: () => getFulfilmentOrders(filters),
    select: (data: unknown) => toOrderPage(data, filters),
    placeholderData: keepPreviousData,
  });

export const useFulfilmentOrders = (filters: FulfilmentFilters) => useQuery(fulfilmentOrdersQueryOptions(filters));
