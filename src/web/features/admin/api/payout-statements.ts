import type { StatementDetail, StatementSummary } from "@shared/schemas/payouts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export interface StatementFilters {
  month: string;
  state: string;
}

const listUrl = ({ month, state }: StatementFilters) => {
  const params = new URLSearchParams();
  if (month) params.set("month", month);
  if (state && state !== "all") params.set("state", state);
  const query = params.toString();
  return `${QUERY_ROOTS.payoutStatements}${query ? `?${query}` : ""}`;
};

/** GET /api/admin/payout-statements?month&state (staff). */
export const statementListOptions = (filters: StatementFilters) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.payoutStatements, "list", filters],
    queryFn: () => apiGet<StatementSummary[]>(listUrl(filters)),
  });
export const useStatementList = (filters: StatementFilters) => useQuery(statementListOptions(filters));

/** GET /api/admin/payout-statements/{id} (staff). */
export const useStatement = (id: number | null) =>
  useQuery({
    queryKey: [QUERY_ROOTS.payoutStatements, "one", id],
    queryFn: () => apiGet<StatementDetail>(`${QUERY_ROOTS.payoutStatements}/${id}`),
    enabled: id !== null,
  });

/**
 * The three staff actions on one statement. Each answers the statement as it now stands, which is put in
 * the cache; the lists refetch whether it worked or not (a 409 means the screen was out of date).
 */
function useStatementAction<Input>(action: string, request: (id: number, input: Input) => Promise<StatementDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [QUERY_ROOTS.payoutStatements, action],
    mutationFn: ({ id, input }: { id: number; input: Input }) => request(id, input),
    onSuccess: (statement) => queryClient.setQueryData([QUERY_ROOTS.payoutStatements, "one", statement.id], statement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.payoutStatements] }),
  });
}

export const useAddAdjustment = () =>
  useStatementAction("adjust", (id, input: { amountCents: number; reason: string }) =>
    apiRequest<StatementDetail>("POST", `${QUERY_ROOTS.payoutStatements}/${id}/adjustments`, input),
  );
export const useApproveStatement = () =>
  useStatementAction("approve", (id, _input: undefined) =>
    apiRequest<StatementDetail>("POST", `${QUERY_ROOTS.payoutStatements}/${id}/approve`),
  );
export const useMarkStatementPaid = () =>
  useStatementAction("paid", (id, input: { reference: string }) =>
    apiRequest<StatementDetail>("POST", `${QUERY_ROOTS.payoutStatements}/${id}/paid`, input),
  );
