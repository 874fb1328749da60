import type { VendorOrder } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const vendorOrdersQueryKey = [QUERY_ROOTS.vendorOrders] as const;

/** GET /api/vendor/orders: the orders routed to the vendor, with only the delivery facts needed to fulfil them. */
export const getVendorOrders = () => apiGet<VendorOrder[]>("/api/vendor/orders");

/** An answer that is not a list reads as empty. */
export const vendorOrdersQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: vendorOrdersQueryKey,
    queryFn: getVendorOrders,
    select: (data: unknown) => (Array.isArray(data) ? (data as VendorOrder[]) : []),
    enabled,
  });

export const useVendorOrders = (enabled = true) => useQuery(vendorOrdersQueryOptions(enabled));
