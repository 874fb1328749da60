import type { BillingPlan } from "@shared/domain/pricing";
import type { CheckoutSession, PaymentMethod } from "@shared/schemas/checkout";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../../lib/api";
import type { AddOnRequest } from "../add-on-selection";

export interface CheckoutOptions {
  recipientId: number;
  subscriptionId: number | null;
  giftBoxId: number | null;
  /** How the buyer pays (the spec's field name): pay-as-you-go or annual. */
  frequency: BillingPlan;
  addOns: AddOnRequest[];
  paymentMethod: PaymentMethod;
}

/**
 * POST /api/create-subscription-checkout: prepares (or updates) the checkout's one payment for these
 * options; the server computes every amount.
 */
export const createCheckout = (options: CheckoutOptions) =>
  apiRequest<CheckoutSession>("POST", "/api/create-subscription-checkout", options);

interface State {
  data: CheckoutSession | null;
  error: unknown;
  /** The options the latest answer (or error) belongs to. */
  settledKey: string | null;
}

/**
 * Keeps the server's checkout in step with the chosen options (createCheckout):
 * at once on load, then ~300 ms after the last change. The server computes every amount; the page shows
 * its answer. Requests go one at a time so the server always ends on the latest options, and the
 * answer only counts as current (`isSynced`) when it belongs to the options on screen — paying waits for it.
 */
export function useCheckoutSession(options: CheckoutOptions | null, delayMs = 300) {
  const key = options ? JSON.stringify(options) : null;
  const [state, setState] = useState<State>({ data: null, error: null, settledKey: null });
  const [attempt, setAttempt] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const hasAnswer = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const run = async () => {
      // Wait for the request before this one so answers arrive in order.
      await queue.current.catch(() => undefined);
      if (!current) return;
      const request = createCheckout(JSON.parse(key) as CheckoutOptions);
      queue.current = request;
      try {
        const data = await request;
        hasAnswer.current = true;
        if (current) setState({ data, error: null, settledKey: key });
      } catch (error) {
        if (current) setState((previous) => ({ data: previous.data, error, settledKey: key }));
      }
    };
    const timer = setTimeout(run, hasAnswer.current ? delayMs : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, delayMs, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, settledKey: null }));
    setAttempt((n) => n + 1);
  }, []);
  const settled = key !== null && state.settledKey === key;
  const error = settled ? state.error : null;
  return {
    /** The latest answer (possibly for the previous options while an update is on its way). */
    data: state.data,
    error,
    isUpdating: key !== null && !settled,
    isSynced: settled && !state.error && state.data !== null,
    retry,
  };
}
