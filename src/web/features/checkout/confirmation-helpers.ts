import { frequencyLabel } from "@shared/domain/frequency";
import { SPECIAL_DATE_ADD_ON_CENTS } from "@shared/domain/pricing";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { Gift, type LucideIcon, Sparkles, Truck, Users } from "lucide-react";

/** A special-date delivery's price in cents: priceCents, else price in dollars, else the $75 default (spec §9). */
export function specialDatePriceCents(date: { priceCents?: number | null; price?: number | null }): number {
  if (typeof date.priceCents === "number" && Number.isFinite(date.priceCents)) return date.priceCents;
  if (typeof date.price === "number" && Number.isFinite(date.price)) return Math.round(date.price * 100);
  return SPECIAL_DATE_ADD_ON_CENTS;
}

/**
 * The line about the receipt e-mail, split around the buyer's address. The receipt is only sent once
 * the payment is recorded, so while it is still being confirmed we say it will follow, not that it was sent.
 */
export function receiptEmailLine(stillConfirming: boolean): { before: string; after: string } {
  return stillConfirming
    ? { before: "We'll email your receipt to", after: " as soon as your payment is confirmed." }
    : { before: "A confirmation email has been sent to", after: "." };
}

export interface ConfirmationStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * "What happens next" after paying. Where no approved vendor covers the recipient's postcode for the
 * plan, staff arrange the deliveries: no local vendor and no "7-10 business days" is promised.
 */
export function confirmationSteps(
  sub: Pick<SubscriptionView, "frequency" | "vendorCovers">,
  recipientName: string,
): ConfirmationStep[] {
  const later: ConfirmationStep = {
    icon: Sparkles,
    title: "Surprises that keep coming",
    text: `New gifts keep arriving (${frequencyLabel(sub.frequency).toLowerCase()}), plus any special-date deliveries you added.`,
  };
  if (!sub.vendorCovers) {
    return [
      {
        icon: Users,
        title: "Our team arranges the first gift",
        text: `We'll find a way to get a gift chosen for ${recipientName} to their door, and e-mail you once the first delivery is booked.`,
      },
      { ...later, text: `${later.text} Each is arranged by our team until a vendor covers their area.` },
    ];
  }
  return [
    {
      icon: Gift,
      title: "We curate the first gift",
      text: `A local vendor reads ${recipientName}'s profile and chooses something just for them.`,
    },
    {
      icon: Truck,
      title: "First delivery within 7-10 business days",
      text: "Free delivery anywhere in Australia, with your card message tucked inside.",
    },
    later,
  ];
}
