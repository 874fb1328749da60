import type { GiftBox } from "@shared/schemas/gift-box";
import type { Recipient } from "@shared/schemas/recipient";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "../../lib/api";
import type { SubscriptionView as SubscriptionSummary } from "@shared/schemas/subscription";

/** The buyer's recipient profiles (an empty list until signed in). */
export function useRecipientList(userId: number | null | undefined) {
  return useQuery({
    queryKey: ["/api/recipient-profiles", "list", userId],
    queryFn: () => apiGet<Recipient[]>(`/api/recipient-profiles?userId=${encodeURIComponent(String(userId))}`),
    enabled: typeof userId === "number",
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

/** One recipient profile; the error keeps its HTTP status so a 404 reads as "not found". */
export function useRecipient(id: number | null, enabled = true) {
  return useQuery({
    queryKey: ["/api/recipient-profiles", "detail", id],
    queryFn: () => apiGet<Recipient>(`/api/recipient-profiles/${id}`),
    enabled: enabled && id !== null,
  });
}

/** Same key and answer as the catalogue's gift box query, so the cache is shared. */
export function useGiftBoxById(id: number | null) {
  return useQuery({
    queryKey: ["/api/gift-boxes", id],
    queryFn: () => apiGet<GiftBox>(`/api/gift-boxes/${id}`),
    enabled: id !== null,
  });
}

export function useSubscription(id: number | null, options: { refetchInterval?: number | false | ((data: SubscriptionSummary | undefined) => number | false) } = {}) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: ["/api/subscriptions", "detail", id],
    queryFn: () => apiGet<SubscriptionSummary>(`/api/subscriptions/${id}`),
    enabled: id !== null,
    refetchInterval: typeof refetchInterval === "function" ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
