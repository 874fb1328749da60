import { formatIsoDate, type IsoDate } from "@shared/domain/dates";
import { daysUntil, PROOF_OF_AGE_NOTE } from "@shared/domain/fulfilment";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@shared/domain/fulfilment-status";
import { formatCents } from "@shared/domain/money";
import { specialDateName } from "@shared/domain/schedule";
import type { NearbyOrder, VendorOrder } from "@shared/schemas/fulfilment";

export { orderStatusLabel } from "@shared/domain/fulfilment-status";
/** The statuses and labels are the shared ones; re-exported for the portal's charts. */
export { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus };

/** Delivered orders are history; every other status still needs the vendor. */
export function isOpenOrder(order: Pick<VendorOrder, "status">): boolean {
  return order.status !== "delivered";
}

/** Open orders soonest first; history latest first. Ties keep the lower id first. */
export function splitOrders<T extends Pick<VendorOrder, "id" | "status" | "deliveryDate">>(
  orders: readonly T[],
): { open: T[]; delivered: T[] } {
  const byDate = (a: T, b: T) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id;
  const open = orders.filter(isOpenOrder).sort(byDate);
  const delivered = orders.filter((order) => !isOpenOrder(order)).sort((a, b) => byDate(b, a));
  return { open, delivered };
}

/** Nearby orders: soonest first, so the urgent ones lead. */
export function sortNearby(orders: readonly NearbyOrder[]): NearbyOrder[] {
  return [...orders].sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id);
}

/** Only the first name is shown in compact lists (PRODUCT.md "Privacy": the minimum needed). */
export function recipientFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "Recipient";
}

type OrderAddress = VendorOrder["address"];

/** "Newtown 2042", or whichever half is known. */
export function orderPlace(address: Pick<OrderAddress, "suburb" | "postcode">): string {
  return [address.suburb, address.postcode].filter(Boolean).join(" ") || "Address to come";
}

/** The address as printed on a label: "12 King St" then "Newtown NSW 2042"; blanks left out. */
export function addressLines(address: OrderAddress): string[] {
  const line1 = address.line1?.trim();
  const locality = [address.suburb, address.state, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return [line1, locality].filter((line): line is string => Boolean(line));
}

/** "Birthday" for a special date; nothing for a regular delivery. */
export function occasionText(type: string): string | null {
  if (!type || type === "regular") return null;
  return specialDateName(type);
}

/** "Regular delivery" or the special date's name, for the order's Occasion line. */
export function occasionLabel(type: string): string {
  return occasionText(type) ?? "Regular delivery";
}

/** The plan, with the box when one was chosen: "In Bloom · Spring Posy". */
export function giftTypeText(order: Pick<VendorOrder, "giftType" | "giftBoxName">): string {
  return [order.giftType, order.giftBoxName].filter(Boolean).join(" · ") || "Gift box to choose";
}

export function deliveryDateText(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatIsoDate(date) : date;
}

/**
 * Why an urgent order is urgent, in words: "Due today", "Due tomorrow", "Due in 3 days", "Overdue by 2 days".
 * Null when the order is not urgent (the server decides that, with the shared isUrgent rule).
 */
export function urgencyText(order: Pick<VendorOrder, "deliveryDate" | "urgent">, today: IsoDate): string | null {
  if (!order.urgent) return null;
  const days = daysUntil(today, order.deliveryDate);
  if (days < 0) return `Overdue by ${-days} ${-days === 1 ? "day" : "days"}`;
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `Due in ${days} days`;
}

/** The alcohol rule's note (PRODUCT.md "Privacy"), only for a box that may carry alcohol. */
export function alcoholNote(order: Pick<VendorOrder, "includesAlcohol">): string | null {
  return order.includesAlcohol ? PROOF_OF_AGE_NOTE : null;
}

/** What the vendor can do with an order: fulfil it, update what it sent, or only look (delivered). */
export type FulfilmentAction = "fulfil" | "update" | "none";

export function fulfilmentAction(order: Pick<VendorOrder, "status">): FulfilmentAction {
  if (order.status === "delivered") return "none";
  return order.status === "shipped" || order.status === "dispatch_scheduled" ? "update" : "fulfil";
}

/** "Dispatch on Wed 2 Dec 2026" for a box packed and waiting for its dispatch date; null otherwise. */
export function scheduledDispatchText(order: Pick<VendorOrder, "status" | "fulfilment">): string | null {
  const date = order.fulfilment?.dispatchDate;
  return order.status === "dispatch_scheduled" && date ? `Dispatch on ${deliveryDateText(date)}` : null;
}

export const FULFILMENT_ACTION_LABELS: Record<Exclude<FulfilmentAction, "none">, string> = {
  fulfil: "Fulfil order",
  update: "Update fulfilment",
};

/** What the shop pays for the box ("$45.00"), or a note while staff have not set it. */
export function costText(costCents: number | null): string {
  return costCents === null ? "To be confirmed" : formatCents(costCents);
}

export const NEARBY_EMPTY = "No unassigned orders near you right now";

/** Why a vendor that is not approved sees no nearby orders. */
export function nearbyNotOfferedText(status: string): string {
  switch (status) {
    case "suspended":
      return "Nearby orders aren't offered while your account is suspended.";
    case "rejected":
      return "Nearby orders are only offered to approved vendors.";
    default:
      return "Once you're approved, orders near you that no vendor has claimed will appear here.";
  }
}
