import { refusalReason } from "../../lib/api";

export const CREATE_SUBSCRIPTION_FALLBACK = "Failed to create subscription. Please try again.";

export interface CreateSubscriptionError {
  /** The destructive toast's title. */
  title: string;
  /** The toast's description, also shown inline above the submit button. */
  description: string;
}

/**
 * How a failed subscription creation is told to the buyer (spec §8 "Subscription creation"):
 * "Error creating subscription" with the server's message when it gives one (a 4xx refusal),
 * otherwise "Subscription Error" with the generic message (server faults, network failures).
 */
export function describeCreateSubscriptionError(error: unknown): CreateSubscriptionError {
  const serverMessage = refusalReason(error);
  if (serverMessage) return { title: "Error creating subscription", description: serverMessage };
  return { title: "Subscription Error", description: CREATE_SUBSCRIPTION_FALLBACK };
}
