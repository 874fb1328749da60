/** Displayed status (spec §4): Paused, New (no delivery yet) or Active; Cancelled once cancelled. */
export function displayStatus(sub: { status: string; deliveriesCompleted: number }): "Paused" | "New" | "Active" | "Cancelled" {
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
  return ["active", "paused"].includes(status.toLowerCase());
}

export const PAUSE_HINT =
  "You can pause your subscription after your first delivery. Each pause skips one month and resumes automatically — you can pause again later if needed.";

/** Plan changes apply from the next delivery only when it is at least this many days away. */
export const PLAN_CHANGE_NOTICE_DAYS = 21;
