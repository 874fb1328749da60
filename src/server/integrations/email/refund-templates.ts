import { formatIsoDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { titleCase } from "../../../shared/domain/names";
import { type RenderedEmail, render } from "./templates";

/** Staff refunded one delivery: how much (with its GST), for which delivery, and why. */
export function deliveryRefundEmail(
  fullName: string,
  refund: { recipientName: string; deliveryDate: string; amountCents: number; gstCents: number; reason: string },
  billingUrl: string,
): RenderedEmail {
  return render(
    `We've refunded ${formatCents(refund.amountCents)}`,
    [
      `Hi ${titleCase(fullName)},`,
      `We've refunded ${formatCents(refund.amountCents)} (including ${formatCents(refund.gstCents)} GST) to your card for ${titleCase(refund.recipientName)}'s delivery on ${formatIsoDate(refund.deliveryDate)}. That delivery won't be sent.`,
      `Why: ${refund.reason}`,
      "Refunds usually reach your account within 5-10 business days. Your other deliveries are unchanged.",
    ],
    { href: billingUrl, label: "See your billing history" },
  );
}
