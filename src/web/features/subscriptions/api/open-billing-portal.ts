import type { portalResponseSchema } from "@shared/schemas/checkout";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { useToast } from "../../../components/ui/toast";
import { apiRequest, errorText } from "../../../lib/api";

const PORTAL_ERROR = "Failed to open payment settings. Please try again.";

/** POST /api/create-customer-portal: where the card provider's customer portal (or test mode's billing page) is. */
export const openBillingPortalOptions = () =>
  mutationOptions({
    mutationKey: ["billing", "portal"],
    mutationFn: (subscriptionId: number) =>
      apiRequest<z.infer<typeof portalResponseSchema>>("POST", "/api/create-customer-portal", { subscriptionId }),
  });

/**
 * Opens the portal in a new tab. The tab is opened synchronously in the click (so popup blockers
 * allow it), cut off from this page (no opener), then sent to the URL.
 */
export function useOpenBillingPortal() {
  const toast = useToast();
  const mutation = useMutation(openBillingPortalOptions());
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
      onError: (error) => {
        tab?.close();
        toast({ title: "Error", description: errorText(error, PORTAL_ERROR), variant: "destructive" });
      },
    });
  }
  return { open, isPending: mutation.isPending };
}
