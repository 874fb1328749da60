import type { VendorPayments } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Its own root: a fulfilment or a confirmed delivery refreshes it (see save-fulfilment.ts). */
export const vendorPaymentsQueryKey = [QUERY_ROOTS.vendorPayments] as const;

/** GET /api/vendor/payments: earned and pending totals, and the same month by month. */
export const getVendorPayments = () => apiGet<VendorPayments>(QUERY_ROOTS.vendorPayments);

export const vendorPaymentsQueryOptions = () =>
  queryOptions({ queryKey: vendorPaymentsQueryKey, queryFn: getVendorPayments });

export const useVendorPayments = () => useQuery(vendorPaymentsQueryOptions());
