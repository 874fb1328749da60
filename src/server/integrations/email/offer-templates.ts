import { formatIsoDate } from "../../../shared/domain/dates";
import { titleCase } from "../../../shared/domain/names";
import { DECLINE_REASON_LABELS, type DeclineReason, formatAcceptBy } from "../../../shared/domain/order-offers";
import { type RenderedEmail, render } from "./templates";

/** An order passed on to a vendor: accept or decline it by its deadline. */
export function orderOfferedEmail(
  contactName: string,
  businessName: string,
  deliveryDate: string,
  acceptBy: Date,
  shopUrl: string,
): RenderedEmail {
  return render(
    "A new order for you to accept",
    [
      `Hi ${titleCase(contactName)},`,
      `${businessName} has been offered an order from Forget Me Not, due on ${formatIsoDate(deliveryDate)}.`,
      `Please accept or decline it in My Orders by ${formatAcceptBy(acceptBy)}. If we don't hear from you by then, it goes to another vendor.`,
    ],
    { href: `${shopUrl}/for-vendors`, label: "Open My Orders" },
  );
}

/** The vendor declined an order, or let its deadline pass: it has gone to someone else. */
export function orderPassedOnEmail(
  contactName: string,
  businessName: string,
  deliveryDate: string,
  cause: "declined" | "expired",
  reason: string | null,
  shopUrl: string,
): RenderedEmail {
  const why =
    cause === "declined"
      ? `You declined it${reason && reason in DECLINE_REASON_LABELS ? ` (${DECLINE_REASON_LABELS[reason as DeclineReason].toLowerCase()})` : ""}, so we have passed it on.`
      : "It wasn't accepted in time, so we have passed it on.";
  return render(
    "An order has been passed on",
    [
      `Hi ${titleCase(contactName)},`,
      `The order due on ${formatIsoDate(deliveryDate)} is no longer with ${businessName}. ${why}`,
      "There is nothing more to do for it. Your other orders are in My Orders as before.",
    ],
    { href: `${shopUrl}/for-vendors`, label: "Open My Orders" },
  );
}

/** Staff: no vendor is left to offer an order to. */
export function orderUnassignedEmail(
  orderId: number,
  deliveryDate: string,
  place: string | null,
  adminUrl: string,
): RenderedEmail {
  return render(
    `Order ${orderId} needs a vendor`,
    [
      `Order ${orderId}, due on ${formatIsoDate(deliveryDate)}${place ? ` in ${place}` : ""}, has no vendor left to offer it to: every eligible vendor declined it or let it pass.`,
      "It is at the top of the fulfilment table and offered to nearby vendors. Please arrange it.",
    ],
    { href: adminUrl, label: "See unassigned orders" },
  );
}
