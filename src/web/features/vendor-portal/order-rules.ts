import { formatIsoDate } from "@shared/domain/dates";
import { specialDateName } from "@shared/domain/schedule";
import type { VendorOrder } from "@shared/schemas/vendor-portal";

/** The fulfilment statuses (spec §4) in their order, with their labels. */
export const ORDER_STATUSES = ["to_order", "ordered", "shipped", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  to_order: "To Order",
  ordered: "Ordered",
  shipped: "Shipped",
  delivered: "Delivered",
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** Delivered orders are history; every other status still needs the vendor. */
export function isOpenOrder(order: Pick<VendorOrder, "status">): boolean {
  return order.status !== "delivered";
}

/** Open orders soonest first; history latest first. */
export function splitOrders(orders: readonly VendorOrder[]): { open: VendorOrder[]; delivered: VendorOrder[] } {
  const open = orders.filter(isOpenOrder).sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
  const delivered = orders
    .filter((order) => !isOpenOrder(order))
    .sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate));
  return { open, delivered };
}

/** Only the first name is shown in lists (PRODUCT.md "Privacy": the minimum needed). */
export function recipientFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "Recipient";
}

/** "Newtown 2042", or whichever half is known. */
export function orderPlace(order: Pick<VendorOrder, "suburb" | "postcode">): string {
  return [order.suburb, order.postcode].filter(Boolean).join(" ") || "Address to come";
}

/** "Birthday" for a special date; nothing for a regular delivery. */
export function occasionText(type: string): string | null {
  if (!type || type === "regular") return null;
  return specialDateName(type);
}

export function deliveryDateText(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatIsoDate(date) : date;
}
