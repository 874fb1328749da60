import type { StatementSummary } from "@shared/schemas/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET /api/vendor/payout-statements: the vendor's own statements, latest month first. */
export const vendorStatementsQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.vendorPayoutStatements],
    queryFn: () => apiGet<StatementSummary[]>(QUERY_ROOTS.vendorPayoutStatements),
  });

export const useVendorStatements = () => useQuery(vendorStatementsQueryOptions());
