import { formatIsoDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { titleCase } from "../../../shared/domain/names";
import { type RenderedEmail, render } from "./templates";

const dateList = (dates: string[]) => dates.map(formatIsoDate).join(", ");

/** Orders a vendor held were taken back: the buyer skipped, moved or cancelled them (one e-mail per vendor per change). */
export function ordersWithdrawnEmail(
  contactName: string,
  businessName: string,
  dates: string[],
  shopUrl: string,
): RenderedEmail {
  const one = dates.length === 1;
  return render(
    one ? "An order has been withdrawn" : `${dates.length} orders have been withdrawn`,
    [
      `Hi ${titleCase(contactName)},`,
      `The buyer changed their plans, so ${one ? "the order" : "the orders"} for ${businessName} due on ${dateList(dates)} ${one ? "is" : "are"} no longer needed. Please don't prepare ${one ? "it" : "them"}.`,
      "My Orders in the vendor portal shows what is still yours to send.",
    ],
    { href: `${shopUrl}/for-vendors`, label: "Open My Orders" },
  );
}

export interface CancellationAmounts {
  /** Paid deliveries that will still be sent. */
  sent: { date: string; cents: number }[];
  /** Paid deliveries refunded instead. */
  refunded: { date: string; cents: number }[];
  refundCents: number;
  refundGstCents: number;
}

/** The cancellation, with what is still sent and what is refunded, in dollars. */
export function cancellationEmail(
  fullName: string,
  recipientName: string,
  amounts: CancellationAmounts,
  accountUrl: string,
): RenderedEmail {
  const paragraphs = [
    `Hi ${titleCase(fullName)},`,
    `${titleCase(recipientName)}'s subscription has been cancelled. There will be no further charges.`,
  ];
  if (amounts.sent.length)
    paragraphs.push(
      `Already paid for and still on its way: ${amounts.sent.length === 1 ? "the delivery" : `${amounts.sent.length} deliveries`} on ${dateList(amounts.sent.map((d) => d.date))} (${formatCents(amounts.sent.reduce((sum, d) => sum + d.cents, 0))}).`,
    );
  if (amounts.refunded.length)
    paragraphs.push(
      `Refunded to your card: ${formatCents(amounts.refundCents)} (including ${formatCents(amounts.refundGstCents)} GST) for ${amounts.refunded.length === 1 ? "the delivery" : `${amounts.refunded.length} deliveries`} on ${dateList(amounts.refunded.map((d) => d.date))}. Refunds usually reach your account within 5-10 business days.`,
    );
  if (!amounts.sent.length && !amounts.refunded.length) paragraphs.push("No paid deliveries were still to come.");
  return render("Your subscription has been cancelled", paragraphs, {
    href: accountUrl,
    label: "See your billing history",
  });
}

/** A delivery skipped by a pause: which one, and that nothing is lost. */
export function pauseSkipsEmail(
  fullName: string,
  recipientName: string,
  skippedOn: string,
  prepaid: boolean,
  accountUrl: string,
): RenderedEmail {
  return render(
    "Your subscription is paused",
    [
      `Hi ${titleCase(fullName)},`,
      `${titleCase(recipientName)}'s delivery on ${formatIsoDate(skippedOn)} is skipped. ${
        prepaid
          ? "It was already paid for, so it moves to the end of your prepaid deliveries."
          : "You won't be charged for it."
      } Deliveries carry on as usual after that day.`,
    ],
    { href: accountUrl, label: "See your deliveries" },
  );
}
