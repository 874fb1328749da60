import type { SubscriptionView } from "@shared/schemas/subscription";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast";
import { apiRequest, errorText } from "../../../lib/api";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export const RESUMED_TOAST = {
  title: "Subscription Resumed",
  description: "Deliveries continue, and billing resumes with the next scheduled payment.",
};
const RESUME_ERROR = "Failed to resume subscription. Please try again.";

/** PATCH /api/subscriptions/{id} with status active: ends a pause early. */
export const resumeSubscriptionOptions = () =>
  mutationOptions({
    mutationKey: ["subscriptions", "resume"],
    mutationFn: (id: number) => apiRequest<SubscriptionView>("PATCH", `/api/subscriptions/${id}`, { status: "active" }),
  });

/** Resumes with the spec's toasts; the lists and the billing page refetch on success. */
export function useResumeSubscription() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    ...resumeSubscriptionOptions(),
    onSuccess: (_data, id) => {
      toast(RESUMED_TOAST);
      return refreshSubscriptionReads(queryClient, id);
    },
    onError: (error) => toast({ title: "Error", description: errorText(error, RESUME_ERROR), variant: "destructive" }),
  });
}
