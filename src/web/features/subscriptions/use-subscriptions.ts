import type { Recipient } from "@shared/schemas/recipient";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { useToast } from "../../components/ui/toast";
import { apiGet, apiRequest } from "../../lib/api";

/** One subscription as GET /api/subscriptions answers it (docs/api.md). */
export type Subscription = SubscriptionView;

export const SUBSCRIPTIONS_KEY = "/api/subscriptions";
export const subscriptionsKey = (userId: number | null | undefined) => [SUBSCRIPTIONS_KEY, userId] as const;
export const recipientsKey = (userId: number | null | undefined) => ["/api/recipient-profiles", { userId }] as const;
export const billingKey = (id: number | string) => ["/api/billing", String(id)] as const;

/** The signed-in user's subscriptions; runs only when a user id exists (spec §7). */
export function useSubscriptions(userId: number | null | undefined) {
  return useQuery({
    queryKey: subscriptionsKey(userId),
    queryFn: () => apiGet<Subscription[]>(`/api/subscriptions?userId=${userId}`),
    enabled: typeof userId === "number",
    select: (data: unknown) => (Array.isArray(data) ? (data as Subscription[]) : []),
  });
}

/** The user's recipient profiles (the empty state offers the first one a checkout). */
export function useRecipientProfiles(userId: number | null | undefined) {
  return useQuery({
    queryKey: recipientsKey(userId),
    queryFn: () => apiGet<Recipient[]>(`/api/recipient-profiles?userId=${userId}`),
    enabled: typeof userId === "number",
    select: (data: unknown) => (Array.isArray(data) ? (data as Recipient[]) : []),
  });
}

/** After any change: refetch every subscription list and the billing page of that subscription. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
      queryClient.invalidateQueries({ queryKey: billingKey(id) }),
    ]);
}

export const PAUSED_TOAST = {
  title: "Subscription Paused",
  description: "Your subscription is paused for one month and resumes automatically. No charge during the pause.",
};
export const RESUMED_TOAST = {
  title: "Subscription Resumed",
  description: "Deliveries continue, and billing resumes with the next scheduled payment.",
};
export const CANCELLED_TOAST = { title: "Subscription Cancelled", description: "Subscription has been cancelled successfully." };

/** Pause (pauseType regular) with the spec's toasts; the list is refetched on success. */
export function usePauseSubscription() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Subscription>("PATCH", `/api/subscriptions/${id}`, { status: "paused", pauseType: "regular" }),
    onSuccess: (_data, id) => {
      toast(PAUSED_TOAST);
      return refresh(id);
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to pause subscription. Please try again.", variant: "destructive" }),
  });
}

export function useResumeSubscription() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Subscription>("PATCH", `/api/subscriptions/${id}`, { status: "active" }),
    onSuccess: (_data, id) => {
      toast(RESUMED_TOAST);
      return refresh(id);
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to resume subscription. Please try again.", variant: "destructive" }),
  });
}

export function useCancelSubscription() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Subscription>("DELETE", `/api/subscriptions/${id}`),
    onSuccess: (_data, id) => {
      toast(CANCELLED_TOAST);
      return refresh(id);
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to cancel subscription. Please try again.", variant: "destructive" }),
  });
}

const PORTAL_ERROR = "Failed to open payment settings. Please try again.";

/**
 * Opens the card provider's customer portal in a new tab. The tab is opened synchronously in the
 * click (so popup blockers allow it), cut off from this page (no opener), then sent to the URL.
 */
export function useOpenBillingPortal() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest<{ url: string }>("POST", "/api/create-customer-portal", { subscriptionId }),
  });
  function open(subscriptionId: number) {
    const tab = window.open("", "_blank");
    if (tab) {
      tab.opener = null;
      tab.document.title = "Opening payment settings…";
    }
    mutation.mutate(subscriptionId, {
      onSuccess: ({ url }) => {
        const target = new URL(url, window.location.origin).href;
        if (tab && !tab.closed) tab.location.href = target;
        else window.location.assign(target);
      },
      onError: () => {
        tab?.close();
        toast({ title: "Error", description: PORTAL_ERROR, variant: "destructive" });
      },
    });
  }
  return { open, isPending: mutation.isPending };
}
