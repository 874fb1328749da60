import type { Recipient, RecipientCreateInput } from "@shared/schemas/recipient";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST /api/recipient-profiles (201): the new profile. */
export const createRecipientOptions = () =>
  mutationOptions({
    mutationKey: ["recipients", "create"],
    mutationFn: (input: RecipientCreateInput) => apiRequest<Recipient>("POST", "/api/recipient-profiles", input),
  });

/** Creates a profile; every cached read of recipient profiles refetches. */
export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createRecipientOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recipients] }),
  });
}
