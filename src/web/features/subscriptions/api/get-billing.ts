import type { BillingOverview } from "@shared/schemas/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const billingQueryKey = (id: number | string) => [QUERY_ROOTS.billing, String(id)] as const;

/** GET /api/billing/{id}: the subscription, its payments, and whether this is test mode. */
export const getBilling = (id: string) => apiGet<BillingOverview>(`/api/billing/${encodeURIComponent(id)}`);

export const billingQueryOptions = (id: string | undefined, enabled = true) =>
  queryOptions({
    queryKey: billingQueryKey(id ?? ""),
    queryFn: () => getBilling(id ?? ""),
    enabled: enabled && Boolean(id),
  });

export const useBilling = (id: string | undefined, enabled: boolean) => useQuery(billingQueryOptions(id, enabled));
