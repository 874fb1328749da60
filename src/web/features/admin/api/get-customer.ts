import type { CustomerDetail } from "@shared/schemas/customers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET /api/admin/customers/{id} (staff only): the account, subscriptions, deliveries and payments. */
export const getCustomer = (id: number) => apiGet<CustomerDetail>(`/api/admin/customers/${id}`);

export const customerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [QUERY_ROOTS.customers, "detail", id] as const, queryFn: () => getCustomer(id) });

export const useCustomer = (id: number) => useQuery(customerQueryOptions(id));
