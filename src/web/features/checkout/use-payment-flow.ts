import { useCallback, useRef, useState } from "react";
import { useToast } from "../../components/ui/toast";
import { describePaymentFailure } from "./payment-errors";

/**
 * One payment attempt at a time: a second click while one is under way is ignored, "Processing..."
 * stays on after success (the page is navigating away), and a failure is both toasted and kept
 * for an inline alert.
 */
export function usePaymentFlow(onPaid: () => void) {
  const toast = useToast();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (attempt: () => Promise<unknown>) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        await attempt();
      } catch (caught) {
        busy.current = false;
        setPending(false);
        const failure = describePaymentFailure(caught);
        setError(failure.inlineMessage);
        toast({
          title: failure.kind === "declined" ? "Payment Failed" : "Payment Error",
          description: failure.toastMessage,
          variant: "destructive",
        });
        return;
      }
      toast({ title: "Payment successful", description: "Your subscription has been confirmed!" });
      onPaid();
    },
    [toast, onPaid],
  );

  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
