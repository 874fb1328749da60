import type { PatchedRecipient, Recipient, RecipientPatchInput } from "@shared/schemas/recipient";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../lib/api";
import { recipientsKey, SUBSCRIPTIONS_KEY, subscriptionsKey } from "../subscriptions/use-subscriptions";
import type { SubscriptionSummary } from "./account-rules";

const asList = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** The signed-in user's recipient profiles (shares its cache with the subscription panel). */
export function useRecipients(userId: number) {
  return useQuery({
    queryKey: recipientsKey(userId),
    queryFn: () => apiGet<Recipient[]>(`/api/recipient-profiles?userId=${userId}`),
    select: asList<Recipient>,
  });
}

/** The user's subscriptions, only for who has a live one (shares its cache with the subscription panel). */
export function useAccountSubscriptions(userId: number) {
  return useQuery({
    queryKey: subscriptionsKey(userId),
    queryFn: () => apiGet<SubscriptionSummary[]>(`/api/subscriptions?userId=${userId}`),
    select: asList<SubscriptionSummary>,
  });
}

/** Every cached recipient read (the list, and the browse page's single profile) and every subscription list. */
function useRefreshRecipients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["/api/recipient-profiles"] }),
      queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
    ]);
}

/** PATCH /api/recipient-profiles/{id}: the list shows the answer at once, then everything refetches. */
export function usePatchRecipient(userId: number, recipientId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: (patch: RecipientPatchInput) =>
      apiRequest<PatchedRecipient>("PATCH", `/api/recipient-profiles/${recipientId}`, patch),
    onSuccess: ({ planChange: _planChange, ...updated }) => {
      queryClient.setQueryData<unknown>(recipientsKey(userId), (old: unknown) =>
        Array.isArray(old) ? old.map((r: Recipient) => (r.id === updated.id ? updated : r)) : old,
      );
      void refresh();
    },
  });
}

/** DELETE /api/recipient-profiles/{id}; the profile leaves the list on success. */
export function useDeleteRecipient(userId: number, recipientId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", `/api/recipient-profiles/${recipientId}`),
    onSuccess: () => {
      queryClient.setQueryData<unknown>(recipientsKey(userId), (old: unknown) =>
        Array.isArray(old) ? old.filter((r: Recipient) => r.id !== recipientId) : old,
      );
      queryClient.removeQueries({ queryKey: ["/api/recipient-profiles", String(recipientId)] });
      void refresh();
    },
  });
}
