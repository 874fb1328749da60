import type { Recipient } from "@shared/schemas/recipient";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api";
import { type RecipientFormOutput, toRecipientPayload } from "./recipient-form-rules";

/** POST /api/recipient-profiles; refreshes every cached recipient list on success. */
export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RecipientFormOutput) =>
      apiRequest<Recipient>("POST", "/api/recipient-profiles", toRecipientPayload(values)),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "/api/recipient-profiles" }),
  });
}
