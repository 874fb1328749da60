import type { CreatedSubscription, SubscriptionFormInput } from "@shared/schemas/subscription";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST /api/subscriptions (201): the subscription plan as a draft, paid for at checkout (a new recipient is created with it). */
export const createSubscriptionOptions = () =>
  mutationOptions({
    mutationKey: ["subscriptions", "create"],
    mutationFn: (plan: SubscriptionFormInput) => apiRequest<CreatedSubscription>("POST", "/api/subscriptions", plan),
  });

/** Saves the plan; every read of recipients and subscriptions refetches (the draft may have made a recipient). */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createSubscriptionOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recipients] });
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.subscriptions] });
    },
  });
}
