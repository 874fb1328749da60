import { addDaysIso, type IsoDate, timeZoneForState, todayIso } from "./dates";
import { ORDER_STATUSES } from "./fulfilment-status";

/**
 * A delivery's life in the ledger (PRODUCT.md "Deliveries, refunds and the buyer's control", ADR 0018).
 * Every delivery of a subscription is one row of `fulfilment_orders` from the moment it is known:
 *
 *   scheduled ─lock→ to_order ─→ ordered ─→ shipped ─→ delivered      (the fulfilment part: fulfilment-status.ts)
 *       │  ↑            │           │
 *     skip unskip    skip/move/withdraw/refund (before the lock point only; the vendor is told)
 *       ↓  │            ↓
 *     skipped        scheduled | skipped | withdrawn | refunded
 *
 * The fulfilment states keep their names (staff's table, the CSV and vendors read them); the states
 * before and after fulfilment are the ledger's own. Staff and vendors see only the fulfilment states.
 */
export const DELIVERY_STATES = ["scheduled", "skipped", ...ORDER_STATUSES, "withdrawn", "refunded"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The states fulfilment works on: a delivery in one of them is an order staff and vendors see. */
export const FULFILMENT_STATES = ORDER_STATUSES;

/** A delivery the buyer may still change (before its lock point): not yet sent, not ended. */
export const CHANGEABLE_STATES = ["scheduled", "to_order", "ordered"] as const satisfies readonly DeliveryState[];
/** Deliveries still to be sent (or being sent): what a cancellation looks at. */
export const OPEN_STATES = CHANGEABLE_STATES;
/**
 * Sent or on its way (a vendor's box packed with a dispatch date ahead counts: it is made and booked):
 * never skipped, paused, moved, withdrawn or refunded.
 */
export const SENT_STATES = ["dispatch_scheduled", "shipped", "delivered"] as const satisfies readonly DeliveryState[];

export const DELIVERY_MOVES = {
  /** Generation: a paid delivery inside the window becomes an order (never an unpaid one). */
  lock: { from: ["scheduled"], to: "to_order" },
  /** The buyer (or a pause) skips it; an order a vendor held is taken back. */
  skip: { from: CHANGEABLE_STATES, to: "skipped" },
  unskip: { from: ["skipped"], to: "scheduled" },
  /** The buyer moves it to another date: it is scheduled again there. */
  move: { from: CHANGEABLE_STATES, to: "scheduled" },
  /** A cancellation ends an unpaid delivery, or a paid one is kept… */
  withdraw: { from: CHANGEABLE_STATES, to: "withdrawn" },
  /** …or refunded, at the price it was bought at. */
  refund: { from: CHANGEABLE_STATES, to: "refunded" },
} as const satisfies Record<string, { from: readonly DeliveryState[]; to: DeliveryState }>;
export type DeliveryMove = keyof typeof DELIVERY_MOVES;

export function deliveryStateAfter(current: string, move: DeliveryMove): DeliveryState | null {
  const rule = DELIVERY_MOVES[move];
  return (rule.from as readonly string[]).includes(current) ? rule.to : null;
}

/** What the buyer sees: the ledger state with the fulfilment steps named for them. */
export const BUYER_STATES = [
  "scheduled",
  "skipped",
  "locked",
  "with_vendor",
  "dispatched",
  "delivered",
  "withdrawn",
  "refunded",
] as const;
export type BuyerDeliveryState = (typeof BUYER_STATES)[number];

export const BUYER_STATE_LABELS: Record<BuyerDeliveryState, string> = {
  scheduled: "Scheduled",
  skipped: "Skipped",
  locked: "Being prepared",
  with_vendor: "With the florist",
  dispatched: "Dispatched",
  delivered: "Delivered",
  withdrawn: "Cancelled",
  refunded: "Refunded",
};

export function buyerState(state: string, hasVendor: boolean): BuyerDeliveryState {
  switch (state) {
    case "to_order":
      return hasVendor ? "with_vendor" : "locked";
    case "ordered":
    case "dispatch_scheduled":
      return "with_vendor";
    case "shipped":
      return "dispatched";
    default:
      return (BUYER_STATES as readonly string[]).includes(state) ? (state as BuyerDeliveryState) : "scheduled";
  }
}

/** PRODUCT.md: a delivery locks 3 days before its date, at the start of that day where the recipient lives. */
export const LOCK_DAYS = 3;

/** The day a delivery dated `date` locks (from its first moment, in the recipient's time zone). */
export const lockDay = (date: IsoDate): IsoDate => addDaysIso(date, -LOCK_DAYS);

/** Whether a delivery dated `date` has locked, for a recipient in `state`, at `now`. */
export function isLocked(date: IsoDate, state: string | null | undefined, now: Date): boolean {
  return todayIso(now, timeZoneForState(state)) >= lockDay(date);
}

/** The instant a delivery locks: midnight starting its lock day in the recipient's time zone. */
export function lockInstant(date: IsoDate, state: string | null | undefined): Date {
  return startOfDayIn(lockDay(date), timeZoneForState(state));
}

/**
 * Days already worked out, by zone and date: routing asks for every order it offers (a deadline each),
 * and a run's orders fall on a few dozen days in eight zones, while each answer costs two time-zone
 * formats. Bounded: emptied when it grows past a few thousand days.
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4_096;

/** The UTC instant at which `date` begins in `timeZone` (two passes settle a daylight-saving change). */
export function startOfDayIn(date: IsoDate, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return new Date(known);
  const naive = Date.parse(`${date}T00:00:00Z`);
  let guess = naive;
  for (let pass = 0; pass < 2; pass++) guess = naive - offsetMs(new Date(guess), timeZone);
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(key, guess);
  return new Date(guess);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** How far `timeZone`'s wall clock is ahead of UTC at `at`. */
function offsetMs(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export const DELIVERY_MESSAGES = {
  locked: (date: string) =>
    `The delivery on ${date} is already being prepared (changes close 3 days before the delivery date).`,
  sent: "This delivery has already been sent, so it can't be changed.",
  notSkipped: "This delivery isn't skipped.",
  ended: "This delivery was cancelled or refunded, so it can't be changed.",
  notLive: "This subscription isn't active, so its deliveries can't be changed.",
  dateTaken: "There is already a delivery on that date. Please choose another day.",
  dateTooSoon: (date: string) =>
    `Please choose a date on or after ${date}: sooner than that can't be prepared in time.`,
  dateTooLate: "Please choose a date within the next 12 months.",
  nothingToSendSooner: "There is no upcoming delivery that can be sent sooner.",
  nothingToPause: "There is no upcoming delivery that can still be skipped, so there is nothing to pause.",
} as const;
