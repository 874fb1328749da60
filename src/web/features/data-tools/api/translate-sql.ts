import type { TranslateSqlRequest, TranslateSqlResult } from "@shared/schemas/data-tools";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/translate-sql {question, databaseType} → {query, metadata, understood}. */
export const translateSqlOptions = () =>
  mutationOptions({
    mutationKey: ["/api/translate-sql"],
    mutationFn: (request: TranslateSqlRequest) => apiRequest<TranslateSqlResult>("POST", "/api/translate-sql", request),
  });

export function useTranslateSql() {
  return useMutation(translateSqlOptions());
}
