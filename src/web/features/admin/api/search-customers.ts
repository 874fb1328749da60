import type { CustomerSearchResult } from "@shared/schemas/customers";
import { CUSTOMER_SEARCH_MIN } from "@shared/schemas/customers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET /api/admin/customers?q=&page= (staff only): customers whose name or e-mail contains `q`. */
export const searchCustomers = (q: string, page: number) =>
  apiGet<CustomerSearchResult>(`/api/admin/customers?${new URLSearchParams({ q, page: String(page) })}`);

export const searchCustomersOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.customers, "search", q, page] as const,
    queryFn: () => searchCustomers(q, page),
    enabled: q.trim().length >= CUSTOMER_SEARCH_MIN,
    // The last results stay on screen while the next page or wording loads.
    placeholderData: keepPreviousData,
  });

export const useCustomerSearch = (q: string, page: number) => useQuery(searchCustomersOptions(q, page));
