import { parseIdParam } from "../../lib/id-param";

/**
 * Which of the checkout's guards applies (spec §2 "Checkout", in this order): the session is still
 * loading, nobody is signed in, no recipient in the URL, the recipient cannot be read.
 */
export type CheckoutGuard =
  | "loading"
  | "signed-out"
  | "no-recipient"
  | "not-found"
  | "load-error"
  | "no-plan"
  | "ready";

export const GUARD_MESSAGES = {
  "signed-out": "Please sign in to continue with checkout.",
  "no-recipient": "No recipient selected. Please start from the recipient setup.",
  "not-found": "Recipient profile not found.",
  "load-error": "We couldn't load this recipient just now. Please try again.",
} as const;

interface GuardInput {
  /** undefined while the session is being read, null when signed out. */
  user: { id: number } | null | undefined;
  /** The raw `recipientId` query value. */
  recipientParam: string | null;
  recipient: {
    status: "pending" | "error" | "success";
    /** The HTTP status of a failed load, when there was one. */
    errorStatus?: number | null;
    /** The profile's gift plan, once loaded. */
    giftCategories?: string | null;
  };
  /** A draft from the subscription form (it carries the chosen box). */
  subscriptionParam?: string | null;
}

export function checkoutGuard({ user, recipientParam, recipient, subscriptionParam }: GuardInput): CheckoutGuard {
  if (user === undefined) return "loading";
  if (user === null) return "signed-out";
  if (recipientParam == null || recipientParam.trim() === "") return "no-recipient";
  if (parseIdParam(recipientParam) === null) return "not-found";
  if (recipient.status === "pending") return "loading";
  if (recipient.status === "error") {
    const status = recipient.errorStatus ?? 0;
    // Any answer the server gave about this id (400/403/404) means there is no such profile for this buyer.
    return status >= 400 && status < 500 ? "not-found" : "load-error";
  }
  // Nothing to pay for yet: no box from the subscription form and no plan on the profile.
  if (parseIdParam(subscriptionParam) === null && !recipient.giftCategories) return "no-plan";
  return "ready";
}
