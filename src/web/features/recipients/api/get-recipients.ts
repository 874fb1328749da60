import type { Recipient } from "@shared/schemas/recipient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const recipientsQueryKey = (userId: number | null | undefined) =>
  [QUERY_ROOTS.recipients, "list", userId] as const;

/** GET /api/recipient-profiles?userId=…: the buyer's recipient profiles. */
export const getRecipients = (userId: number) =>
  apiGet<Recipient[]>(`/api/recipient-profiles?userId=${encodeURIComponent(userId)}`);

/** Runs once a user id is known; an answer that is not a list reads as empty. */
export const recipientsQueryOptions = (userId: number | null | undefined) =>
  queryOptions({
    queryKey: recipientsQueryKey(userId),
    queryFn: () => getRecipients(userId as number),
    enabled: typeof userId === "number",
    select: (data: unknown) => (Array.isArray(data) ? (data as Recipient[]) : []),
  });

export const useRecipients = (userId: number | null | undefined) => useQuery(recipientsQueryOptions(userId));
