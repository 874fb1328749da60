import { addDaysIso, daysBetween, type IsoDate } from "./dates";

/**
 * Fulfilment orders (spec §4, PRODUCT.md "Deliveries and the calendar"): one per due delivery,
 * generated from the schedule, routed to a vendor, fulfilled with a package photo and tracking, and
 * confirmed by staff. The rules both sides need live here once.
 */

/** Orders are made for deliveries due from today through this many days ahead. */
export const GENERATION_DAYS = 14;
/** An order due within this many days that has not shipped is urgent. */
export const URGENT_DAYS = 3;

/** The last day of the generation window that starts `today`. */
export function generationWindowEnd(today: IsoDate): IsoDate {
  return addDaysIso(today, GENERATION_DAYS);
}

/** Urgent: due within three days (or overdue) and not yet packed for dispatch, shipped or delivered. */
export function isUrgent(order: { deliveryDate: IsoDate; status: string }, today: IsoDate): boolean {
  if (order.status === "dispatch_scheduled" || order.status === "shipped" || order.status === "delivered") return false;
  return daysBetween(today, order.deliveryDate) <= URGENT_DAYS;
}

/** Spec §9: the couriers a vendor can name. */
export const COURIERS = ["Australia Post", "Fastway", "DHL", "FedEx", "TNT", "Hand Delivery", "Other"] as const;
export type Courier = (typeof COURIERS)[number];

/** The fulfilment dialog's messages (spec "Fulfilment dialog", enforced as PRODUCT.md asks). */
export const FULFILMENT_MESSAGES = {
  photo: "Please upload a photo of the packed order.",
  inclusions: "Please list what is in the package.",
  dispatchDate: "Please choose the dispatch date.",
  dispatchAfterDelivery: "The dispatch date can't be after the delivery date.",
  time: "Please enter a time as HH:MM.",
  courier: "Please choose a courier from the list.",
  confirm: "Please confirm the package matches the order.",
} as const;

/** A dispatch date is valid on or before the delivery date. */
export function dispatchDateProblem(dispatchDate: IsoDate, deliveryDate: IsoDate): string | null {
  return dispatchDate > deliveryDate ? FULFILMENT_MESSAGES.dispatchAfterDelivery : null;
}

/** Days from `today` to `date` (negative when past). */
export const daysUntil = (today: IsoDate, date: IsoDate) => daysBetween(today, date);

/** Staff and vendor messages about orders (spec §8 and this shop's own). */
export const ORDER_UPDATE_FAILED = "Failed to update order";
export const ORDER_GENERATION_FAILED = "Failed to generate orders";
export const ORDERS_UPDATED = "Orders updated";
export const ORDER_ALREADY_CLAIMED = "Another vendor has already claimed this order.";
export const ORDER_NOT_IN_AREA = "This order is outside your service area or categories.";
export const ORDER_NOT_FULFILLABLE = "This order can no longer be fulfilled: it was delivered or withdrawn.";
export const NO_VENDOR_YET_MESSAGE =
  "No approved vendor covers this postcode for this plan yet. You can still subscribe: our team will arrange the delivery and keep you posted.";
/**
 * After paying, where no approved vendor covers the recipient's postcode for the plan (PRODUCT.md):
 * said plainly on the confirmation, the receipt and the account, with no vendor or date promised.
 */
export const UNCOVERED_DELIVERY_TEXT =
  "No approved vendor delivers this plan to the recipient's postcode yet, so our team will arrange each delivery and e-mail you once the first one is booked. We can't give a delivery date until then.";
export const PROOF_OF_AGE_NOTE = "Contains alcohol: proof of age (18+) may be required on delivery.";
