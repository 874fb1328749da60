import type { RunSqlRequest, RunSqlResult } from "@shared/schemas/data-tools";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/translate-sql/run {question} → the rows of the server's own PostgreSQL translation, read-only. */
export const runSqlOptions = () =>
  mutationOptions({
    mutationKey: ["/api/translate-sql/run"],
    mutationFn: (request: RunSqlRequest) => apiRequest<RunSqlResult>("POST", "/api/translate-sql/run", request),
  });

export function useRunSql() {
  return useMutation(runSqlOptions());
}
