/**
 * A fulfilment order's life (spec §4, PRODUCT.md "Deliveries and the calendar"): made "To Order",
 * placed with the vendor ("Ordered"), packed with a later dispatch date ("Scheduled for dispatch"),
 * sent ("Shipped"), and "Delivered" once staff confirm the delivery. Every status write in the shop
 * is one of the moves below.
 */
export const ORDER_STATUSES = ["to_order", "ordered", "dispatch_scheduled", "shipped", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a ledger row is an order (due and with fulfilment), rather than a delivery still the buyer's. */
export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  to_order: "To Order",
  ordered: "Ordered",
  dispatch_scheduled: "Scheduled for dispatch",
  shipped: "Shipped",
  delivered: "Delivered",
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export const ORDER_MOVES = {
  /** Staff placed the order with its vendor, or step back a box marked Shipped by mistake. */
  markOrdered: { from: ["to_order", "dispatch_scheduled", "shipped"], to: "ordered" },
  /** Staff take back an order they had not really placed. */
  markToOrder: { from: ["ordered"], to: "to_order" },
  /**
   * Packed, to be sent on a later dispatch date: the vendor's fulfilment dialog. The dispatch job
   * ships it on that date (the buyer hears "dispatched" then, not before).
   */
  schedule: { from: ["to_order", "ordered", "dispatch_scheduled"], to: "dispatch_scheduled" },
  /** Sent: the vendor's fulfilment dialog, the dispatch job on the dispatch date, or staff for a box sent some other way. */
  ship: { from: ["to_order", "ordered", "dispatch_scheduled"], to: "shipped" },
  /** Staff confirm the delivery, which counts it once. */
  confirmDelivery: { from: ["to_order", "ordered", "dispatch_scheduled", "shipped"], to: "delivered" },
  /**
   * Passed on to another vendor (a decline, a missed deadline, a suspension): it starts again at the
   * new vendor's first step.
   */
  passOn: { from: ["to_order", "ordered"], to: "to_order" },
  /** The vendor confirms it delivered a box it sent (proof of delivery, with an optional photo). */
  vendorConfirmDelivery: { from: ["shipped"], to: "delivered" },
  /** The only way out of Delivered: the confirmation taken back. */
  undoDelivery: { from: ["delivered"], to: "shipped" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** The moves staff make from the Status menu; Delivered comes and goes with the delivery toggle alone. */
const STATUS_MENU_MOVES = ["markOrdered", "markToOrder", "ship"] as const satisfies readonly OrderMove[];
export type StatusMenuMove = (typeof STATUS_MENU_MOVES)[number];

/** The status `move` leads to from `current`, or null when the table does not allow it. */
export function orderStatusAfter(current: string, move: OrderMove): OrderStatus | null {
  const rule = ORDER_MOVES[move];
  return (rule.from as readonly string[]).includes(current) ? rule.to : null;
}

/** The Status menu's move from `current` to `to`, or null when there is none. */
export function statusMenuMove(current: string, to: OrderStatus): StatusMenuMove | null {
  return STATUS_MENU_MOVES.find((move) => ORDER_MOVES[move].to === to && orderStatusAfter(current, move)) ?? null;
}

/** What the Status menu offers an order: where it is now, then every status it may move to. */
export function statusMenuChoices(current: OrderStatus): OrderStatus[] {
  return [current, ...ORDER_STATUSES.filter((to) => to !== current && statusMenuMove(current, to))];
}

/** The vendor's fulfilment dialog ships (or schedules) an open order, and may correct the details of a sent one. */
export const FULFILLABLE_STATUSES: readonly OrderStatus[] = [...ORDER_MOVES.ship.from, ORDER_MOVES.ship.to];

/**
 * What the fulfilment dialog makes of an order: "dispatch_scheduled" while its dispatch date is still ahead
 * (`today` in the recipient's time zone), "shipped" from that date on. A box already sent stays sent:
 * the dialog then only corrects its details.
 */
export function statusForDispatch(
  current: string,
  dispatchDate: string,
  today: string,
): "dispatch_scheduled" | "shipped" {
  if (current === ORDER_MOVES.ship.to) return ORDER_MOVES.ship.to;
  return dispatchDate > today ? ORDER_MOVES.schedule.to : ORDER_MOVES.ship.to;
}

export const ORDER_STATUS_MESSAGES = {
  deliveredNeedsConfirmation:
    "An order becomes Delivered only when its delivery is confirmed: use the Delivered button in its row.",
  deliveredIsFinal:
    "This order has been delivered. To change its status, take back the delivery confirmation first (the Delivered button).",
  scheduledByVendor:
    "An order is scheduled for dispatch by its vendor, with a dispatch date in the fulfilment dialog: choose Shipped to mark it sent now.",
  changedMeanwhile: "This order was changed by someone else meanwhile. Reload the page to see it as it is now.",
} as const;

/** Why the Status menu can't move an order from `current` to `to`, or null when it can. */
export function statusChangeRefusal(current: OrderStatus, to: OrderStatus): string | null {
  if (current === to || statusMenuMove(current, to)) return null;
  if (to === "delivered") return ORDER_STATUS_MESSAGES.deliveredNeedsConfirmation;
  if (current === "delivered") return ORDER_STATUS_MESSAGES.deliveredIsFinal;
  if (to === "dispatch_scheduled") return ORDER_STATUS_MESSAGES.scheduledByVendor;
  return `An order that is ${ORDER_STATUS_LABELS[current]} can't be set back to ${ORDER_STATUS_LABELS[to]}.`;
}
