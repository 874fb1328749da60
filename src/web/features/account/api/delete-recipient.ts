import type { noContentSchema } from "@shared/schemas/auth";
import type { Recipient } from "@shared/schemas/recipient";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { recipientQueryKey } from "@web/features/recipients/api/get-recipient";
import { recipientsQueryKey } from "@web/features/recipients/api/get-recipients";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { refreshRecipientReads } from "./update-recipient";

/** DELETE /api/recipient-profiles/{id} (204); a recipient with a live subscription answers 409 with the reason. */
export const deleteRecipientOptions = (recipientId: number) =>
  mutationOptions({
    mutationKey: ["recipients", "delete", recipientId],
    mutationFn: () => apiRequest<z.infer<typeof noContentSchema>>("DELETE", `/api/recipient-profiles/${recipientId}`),
  });

/** The profile leaves the list at once and its own cached read goes; then every recipient and subscription read refetches. */
export function useDeleteRecipient(userId: number, recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteRecipientOptions(recipientId),
    onSuccess: () => {
      queryClient.setQueryData<unknown>(recipientsQueryKey(userId), (old: unknown) =>
        Array.isArray(old) ? old.filter((r: Recipient) => r.id !== recipientId) : old,
      );
      queryClient.removeQueries({ queryKey: recipientQueryKey(recipientId) });
      void refreshRecipientReads(queryClient);
    },
  });
}
