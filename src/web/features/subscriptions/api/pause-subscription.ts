import type { SubscriptionView } from "@shared/schemas/subscription";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast";
import { apiRequest, errorText } from "../../../lib/api";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export const PAUSED_TOAST = {
  title: "Subscription Paused",
  description: "Your subscription is paused for one month and resumes automatically. No charge during the pause.",
};
const PAUSE_ERROR = "Failed to pause subscription. Please try again.";

/** PATCH /api/subscriptions/{id} with status paused (pauseType regular): skips one delivery. */
export const pauseSubscriptionOptions = () =>
  mutationOptions({
    mutationKey: ["subscriptions", "pause"],
    mutationFn: (id: number) =>
      apiRequest<SubscriptionView>("PATCH", `/api/subscriptions/${id}`, { status: "paused", pauseType: "regular" }),
  });

/** Pauses with the spec's toasts; the lists and the billing page refetch on success. */
export function usePauseSubscription() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    ...pauseSubscriptionOptions(),
    onSuccess: (_data, id) => {
      toast(PAUSED_TOAST);
      return refreshSubscriptionReads(queryClient, id);
    },
    onError: (error) => toast({ title: "Error", description: errorText(error, PAUSE_ERROR), variant: "destructive" }),
  });
}
