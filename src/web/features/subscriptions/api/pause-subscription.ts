import { pausedToastText } from "@shared/domain/subscription-status";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast";
import { apiRequest, errorText } from "../../../lib/api";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export const pausedToast = (frequency: string) => ({
  title: "Subscription Paused",
  description: pausedToastText(frequency),
});
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
    onSuccess: (paused, id) => {
      toast(pausedToast(paused.frequency));
      return refreshSubscriptionReads(queryClient, id);
    },
    onError: (error) => toast({ title: "Error", description: errorText(error, PAUSE_ERROR), variant: "destructive" }),
  });
}
