import { formatIsoDate } from "../../../shared/domain/dates";
import { titleCase } from "../../../shared/domain/names";
import { type RenderedEmail, render } from "./templates";

/** Orders were routed to a vendor (one e-mail per vendor per routing run, not one per order). */
export function ordersRoutedEmail(
  contactName: string,
  businessName: string,
  count: number,
  firstDeliveryDate: string,
  shopUrl: string,
): RenderedEmail {
  const orders = count === 1 ? "a new order" : `${count} new orders`;
  return render(
    count === 1 ? "A new order for you" : `${count} new orders for you`,
    [
      `Hi ${titleCase(contactName)},`,
      `${businessName} has ${orders} from Forget Me Not. The first is due on ${formatIsoDate(firstDeliveryDate)}.`,
      "Please accept or decline each one in My Orders within 24 hours (sooner when the delivery is close: each order shows its deadline); an order not accepted in time goes to another vendor.",
      "Open My Orders in the vendor portal for the recipient, address, card message and what they love. When a box is packed, fulfil it there with a photo and the tracking details.",
    ],
    { href: `${shopUrl}/for-vendors`, label: "Open My Orders" },
  );
}

/** The buyer's box is on its way (sent once per order, with courier and tracking). */
export function orderDispatchedEmail(
  buyerName: string,
  recipientName: string,
  deliveryDate: string,
  courier: string | null,
  trackingNumber: string | null,
  accountUrl: string,
): RenderedEmail {
  const carrier = courier ? `It is travelling with ${courier}` : "It is on its way";
  const tracking = trackingNumber ? `, tracking number ${trackingNumber}.` : ".";
  return render(
    `${titleCase(recipientName)}'s gift is on its way`,
    [
      `Hi ${titleCase(buyerName)},`,
      `The gift for ${titleCase(recipientName)} due on ${formatIsoDate(deliveryDate)} has been packed and dispatched. ${carrier}${tracking}`,
      "You can see a photo of the packed box in your account once you sign in.",
    ],
    { href: accountUrl, label: "See the delivery" },
  );
}
