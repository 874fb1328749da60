import { OCCASIONS } from "@shared/domain/calendar";
import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { orderStatusLabel } from "@shared/domain/fulfilment-status";
import { specialDateName } from "@shared/domain/schedule";
import type { SubscriptionDelivery } from "@shared/schemas/fulfilment";

export const NO_DELIVERIES_YET = "No boxes have been dispatched yet";
export const DELIVERIES_LOAD_ERROR = "Error loading deliveries";

/** A date as the rest of the account shows it ("5 Nov 2026"); anything else as it came. */
export const deliveryDateText = (date: string) => (isIsoDate(date) ? formatIsoDate(date) : date);

/** What the box was for: a regular delivery, or the special date it was bought for. */
export function occasionText(specialDateType: string): string {
  if (!specialDateType || specialDateType === "regular") return "Regular delivery";
  if (specialDateType in OCCASIONS) return OCCASIONS[specialDateType as keyof typeof OCCASIONS].name;
  return specialDateName(specialDateType);
}

/** The box's status for the buyer: "Delivered" once staff confirm it, else the workflow's label. */
export const deliveryStatusText = (delivery: Pick<SubscriptionDelivery, "status" | "deliveryConfirmed">) =>
  delivery.deliveryConfirmed ? "Delivered" : orderStatusLabel(delivery.status);

/** "Australia Post · Tracking AP123", or whichever half is known, or null. */
export function trackingText(delivery: Pick<SubscriptionDelivery, "courier" | "trackingNumber">): string | null {
  const courier = delivery.courier?.trim();
  const tracking = delivery.trackingNumber?.trim();
  if (courier && tracking) return `${courier} · Tracking ${tracking}`;
  if (tracking) return `Tracking ${tracking}`;
  return courier || null;
}

/** The package photo's alternative text: what it shows, and which box. */
export function packagePhotoAlt(
  delivery: Pick<SubscriptionDelivery, "deliveryDate" | "specialDateType">,
  recipientName: string,
) {
  const occasion =
    delivery.specialDateType && delivery.specialDateType !== "regular"
      ? `${occasionText(delivery.specialDateType)} `
      : "";
  return `The packed ${occasion}gift box for ${recipientName}, due ${deliveryDateText(delivery.deliveryDate)}`;
}

/** Newest delivery first. */
export const newestFirst = (deliveries: readonly SubscriptionDelivery[]) =>
  [...deliveries].sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate) || b.id - a.id);
