import type { PatchedRecipient, Recipient, RecipientPatchInput } from "@shared/schemas/recipient";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { recipientsQueryKey } from "@web/features/recipients/api/get-recipients";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** PATCH /api/recipient-profiles/{id}: the profile, and when a plan change applies (null without a live subscription). */
export const updateRecipientOptions = (recipientId: number) =>
  mutationOptions({
    mutationKey: ["recipients", "update", recipientId],
    mutationFn: (patch: RecipientPatchInput) =>
      apiRequest<PatchedRecipient>("PATCH", `/api/recipient-profiles/${recipientId}`, patch),
  });

/** The list shows the answer at once; then every read of recipients and of subscriptions refetches. */
export function useUpdateRecipient(userId: number, recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateRecipientOptions(recipientId),
    onSuccess: ({ planChange: _planChange, ...updated }) => {
      queryClient.setQueryData<unknown>(recipientsQueryKey(userId), (old: unknown) =>
        Array.isArray(old) ? old.map((r: Recipient) => (r.id === updated.id ? updated : r)) : old,
      );
      void refreshRecipientReads(queryClient);
    },
  });
}

/** Every cached recipient read (lists and single profiles) and every subscription list, which names recipients. */
export const refreshRecipientReads = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recipients] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.subscriptions] }),
  ]);
