/**
 * A subscription's life: a draft until its first payment, then active; paused for one delivery at a
 * time; cancelled for good. Every status change in the shop goes through this table.
 */
export const SUBSCRIPTION_STATUSES = ["draft", "active", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  /** Paid: its first payment activates it. */
  draft: ["active"],
  active: ["paused", "cancelled"],
  /** Resumed by hand or by itself once the skipped delivery has passed; cancelled any time. */
  paused: ["active", "cancelled"],
  cancelled: [],
};

/** The statuses a subscription may move to `to` from. */
export function statusesThatMayBecome(to: SubscriptionStatus): SubscriptionStatus[] {
  return SUBSCRIPTION_STATUSES.filter((from) => SUBSCRIPTION_TRANSITIONS[from].includes(to));
}

export function canTransition(from: string, to: SubscriptionStatus): boolean {
  return (SUBSCRIPTION_TRANSITIONS[from as SubscriptionStatus] ?? []).includes(to);
}

/** Live subscriptions deliver (or are paused for a delivery); a recipient has at most one. */
export const LIVE_STATUSES = ["active", "paused"] as const satisfies readonly SubscriptionStatus[];

export const LIVE_SUBSCRIPTION_MESSAGE = "This recipient already has an active subscription.";

/** Displayed status (spec §4): Paused, New (no delivery yet) or Active; Cancelled once cancelled. */
export function displayStatus(sub: {
  status: string;
  deliveriesCompleted: number;
}): "Paused" | "New" | "Active" | "Cancelled" {
  const status = sub.status.toLowerCase();
  if (status === "paused") return "Paused";
  if (status === "cancelled") return "Cancelled";
  if (sub.deliveriesCompleted === 0) return "New";
  return "Active";
}

/** Pause and resume need at least one completed delivery. */
export function canPauseOrResume(sub: { deliveriesCompleted: number }): boolean {
  return sub.deliveriesCompleted > 0;
}

/** A recipient with an active or paused subscription cannot start another. */
export function blocksNewSubscription(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status.toLowerCase());
}

/** Recipients who already have an active or paused subscription, and so cannot start another. */
export function recipientsWithLiveSubscription(
  subscriptions: readonly { recipientProfileId: number; status: string }[] | null | undefined,
): Set<number> {
  return new Set((subscriptions ?? []).filter((s) => blocksNewSubscription(s.status)).map((s) => s.recipientProfileId));
}

/**
 * What one pause skips, in words: a pause skips one delivery (PRODUCT.md), which the spec's messages
 * call "one month" — true of monthly boxes only, so other frequencies say "one delivery".
 */
function pauseSpan(frequency: string): string {
  return frequency === "monthly" ? "one month" : "one delivery";
}

/** Why Pause is greyed out before the first delivery (the spec's hover hint). */
export function pauseHint(frequency: string): string {
  return `You can pause your subscription after your first delivery. Each pause skips ${pauseSpan(frequency)} and resumes automatically — you can pause again later if needed.`;
}

/** The refusal of a second pause. */
export function alreadyPausedMessage(frequency: string): string {
  return frequency === "monthly"
    ? "This subscription is already paused. Only one month can be paused at a time."
    : "This subscription is already paused. Only one delivery can be skipped at a time.";
}

/** The Subscription Paused toast's words. */
export function pausedToastText(frequency: string): string {
  return `Your subscription is paused for ${pauseSpan(frequency)} and resumes automatically. No charge during the pause.`;
}

/** Plan changes apply from the next delivery only when it is at least this many days away. */
export const PLAN_CHANGE_NOTICE_DAYS = 21;
