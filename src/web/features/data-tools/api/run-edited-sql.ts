import type { RunEditedSqlRequest, RunSqlResult } from "@shared/schemas/data-tools";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/translate-sql/run-sql {sql} → the rows of staff's own SQL, checked and run read-only like a translation. */
export const runEditedSqlOptions = () =>
  mutationOptions({
    mutationKey: ["/api/translate-sql/run-sql"],
    mutationFn: (request: RunEditedSqlRequest) =>
      apiRequest<RunSqlResult>("POST", "/api/translate-sql/run-sql", request),
  });

export function useRunEditedSql() {
  return useMutation(runEditedSqlOptions());
}
