import type { OutboxEmail } from "@shared/schemas/outbox";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const outboxQueryKey = [QUERY_ROOTS.outbox] as const;

/** GET /api/admin/outbox (staff only): the newest e-mails, one-time links hidden by the server. */
export const getOutbox = () => apiGet<OutboxEmail[]>("/api/admin/outbox");

/** An answer that is not a list reads as empty. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: outboxQueryKey,
    queryFn: getOutbox,
    select: (data: unknown) => (Array.isArray(data) ? (data as OutboxEmail[]) : []),
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
