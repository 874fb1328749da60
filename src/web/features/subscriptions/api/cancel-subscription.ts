import type { SubscriptionView } from "@shared/schemas/subscription";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast";
import { apiRequest, errorText } from "../../../lib/api";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export const CANCELLED_TOAST = {
  title: "Subscription Cancelled",
  description: "Subscription has been cancelled successfully.",
};
const CANCEL_ERROR = "Failed to cancel subscription. Please try again.";

/** DELETE /api/subscriptions/{id}: cancels (the row stays, as Cancelled). */
export const cancelSubscriptionOptions = () =>
  mutationOptions({
    mutationKey: ["subscriptions", "cancel"],
    mutationFn: (id: number) => apiRequest<SubscriptionView>("DELETE", `/api/subscriptions/${id}`),
  });

/** Cancels with the spec's toasts; the lists and the billing page refetch on success. */
export function useCancelSubscription() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelSubscriptionOptions(),
    onSuccess: (_data, id) => {
      toast(CANCELLED_TOAST);
      return refreshSubscriptionReads(queryClient, id);
    },
    onError: (error) => toast({ title: "Error", description: errorText(error, CANCEL_ERROR), variant: "destructive" }),
  });
}
