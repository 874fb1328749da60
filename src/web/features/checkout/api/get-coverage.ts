import type { Coverage } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { type CoverageRequest, coverageSearch } from "../coverage-rules";

export const coverageQueryKey = (request: CoverageRequest | null) => ["/api/coverage", request] as const;

/** GET /api/coverage?postcode&state&plan: whether an approved vendor covers the postcode for the plan. */
export const getCoverage = (request: CoverageRequest) => apiGet<Coverage>(`/api/coverage?${coverageSearch(request)}`);

/** Advisory: asked once per postcode and plan, never retried (a failure just shows nothing). */
export const coverageQueryOptions = (request: CoverageRequest | null) =>
  queryOptions({
    queryKey: coverageQueryKey(request),
    queryFn: () => getCoverage(request as CoverageRequest),
    enabled: request !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useCoverage = (request: CoverageRequest | null) => useQuery(coverageQueryOptions(request));
