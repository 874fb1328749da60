import type { CapacitySettings } from "@shared/schemas/vendor-capacity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const capacityQueryKey = [QUERY_ROOTS.vendorCapacity] as const;

/** GET /api/vendor/capacity: the vendor's daily capacity and closed dates from today on. */
export const getCapacity = () => apiGet<CapacitySettings>("/api/vendor/capacity");

export const capacityQueryOptions = () => queryOptions({ queryKey: capacityQueryKey, queryFn: getCapacity });

export const useCapacity = () => useQuery(capacityQueryOptions());
