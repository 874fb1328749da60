import type { Recipient } from "@shared/schemas/recipient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const recipientQueryKey = (id: number | null) => [QUERY_ROOTS.recipients, "detail", id] as const;

/** GET /api/recipient-profiles/{id}: one of the buyer's profiles; the error keeps its status (404: not theirs or gone). */
export const getRecipient = (id: number) => apiGet<Recipient>(`/api/recipient-profiles/${id}`);

export const recipientQueryOptions = (id: number | null, enabled = true) =>
  queryOptions({
    queryKey: recipientQueryKey(id),
    queryFn: () => getRecipient(id as number),
    enabled: enabled && id !== null,
  });

export const useRecipient = (id: number | null, enabled = true) => useQuery(recipientQueryOptions(id, enabled));
