import { addDaysIso, formatIsoDate, isIsoDate, todayIso } from "@shared/domain/dates";
import { LOCK_DAYS, lockDay } from "@shared/domain/delivery-state";
import { formatCents } from "@shared/domain/money";
import type { BillingPlan } from "@shared/domain/pricing";
import { safeWebLink } from "@shared/domain/web-links";
import type { LedgerDelivery } from "@shared/schemas/deliveries";

/** The deliveries page's words and the few decisions behind them (kept apart for their tests). */

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Fri 14 Feb 2027" */
export function dayText(date: string): string {
  if (!isIsoDate(date)) return date;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${WEEKDAY_SHORT[weekday]} ${formatIsoDate(date)}`;
}

/**
 * Beside each delivery: when changes close. The lock point is midnight at the start of the lock day
 * where the recipient lives (the API's `locksAt` is that instant), so the day itself is what the
 * buyer needs, in the recipient's own calendar.
 */
export function lockText(delivery: Pick<LedgerDelivery, "deliveryDate" | "locked" | "state">): string | null {
  if (!OPEN_BUYER_STATES.has(delivery.state)) return null;
  const day = dayText(lockDay(delivery.deliveryDate));
  return delivery.locked
    ? `Changes closed at midnight starting ${day} (the recipient's time)`
    : `Changes close at midnight starting ${day} (the recipient's time)`;
}

/** States still ahead of the buyer: what "Upcoming" lists. */
const OPEN_BUYER_STATES = new Set<LedgerDelivery["state"]>(["scheduled", "skipped", "locked", "with_vendor"]);

export const isUpcoming = (delivery: LedgerDelivery) => OPEN_BUYER_STATES.has(delivery.state);

/** Upcoming soonest first; past (sent, cancelled, refunded) newest first. */
export function splitDeliveries(deliveries: readonly LedgerDelivery[]) {
  const upcoming = deliveries
    .filter(isUpcoming)
    .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id);
  const past = deliveries
    .filter((delivery) => !isUpcoming(delivery))
    .sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate) || b.id - a.id);
  return { upcoming, past };
}

/** What paid for it: "Paid $30.00 (incl. $2.73 GST) from the payment of 3 Feb 2027", or not yet. */
export function paymentText(delivery: LedgerDelivery, plan: BillingPlan | undefined): string {
  if (delivery.state === "refunded") return `Refunded ${formatCents(delivery.allocatedCents)}`;
  if (!delivery.payment) {
    if (delivery.state === "skipped") return "Not charged";
    if (delivery.state === "withdrawn") return "Never charged";
    return plan === "pay-as-you-go" ? "Charged before it is prepared" : "Not yet paid";
  }
  if (delivery.allocatedCents === 0) {
    // A skipped prepaid delivery keeps its payment with nothing allocated: its part moved on.
    return delivery.state === "skipped" ? "Its prepaid part moved to the end of the term" : "Included";
  }
  const paidOn = delivery.payment.paidOn ? ` from the payment of ${paymentDay(delivery.payment.paidOn)}` : "";
  return `Paid ${formatCents(delivery.allocatedCents)} (incl. ${formatCents(delivery.allocatedGstCents)} GST)${paidOn}`;
}

/** A payment's day in the shop's time zone, as the billing page dates it ("27 Nov 2026"). */
function paymentDay(at: string): string {
  if (isIsoDate(at)) return formatIsoDate(at);
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatIsoDate(todayIso(instant));
}

/** The copy under the page's heading: what a skip does on this plan. */
export function skipRuleText(plan: BillingPlan | undefined): string {
  return plan === "annual"
    ? "Your plan is prepaid: skipping a delivery moves it to the end of your prepaid term, so no box you paid for is lost."
    : "You pay as you go: a skipped delivery is not charged, and the next charge moves on with the schedule.";
}

/** The tracking number as a link when it is a web address the link rule accepts, else as text. */
export function trackingOf(delivery: Pick<LedgerDelivery, "courier" | "trackingNumber">) {
  const number = delivery.trackingNumber?.trim() || null;
  return {
    courier: delivery.courier?.trim() || null,
    number,
    href: safeWebLink(number),
  };
}

/** The first day a move can choose: the day after the lock window (today in the buyer's clock + 4). */
export const earliestMoveDate = (today: string): string => addDaysIso(today, LOCK_DAYS + 1);
