import { formatCents } from "../../../shared/domain/money";
import { titleCase } from "../../../shared/domain/names";
import { formatPayoutMonth } from "../../../shared/domain/payout-month";
import { type RenderedEmail, render } from "./templates";

/** The vendor's e-mail when staff mark a month's statement paid. */
export function payoutPaidEmail(input: {
  contactName: string;
  businessName: string;
  month: string;
  totalCents: number;
  reference: string;
  shopUrl: string;
}): RenderedEmail {
  const month = formatPayoutMonth(input.month);
  return render(
    `Your ${month} payout is on its way`,
    [
      `Hi ${titleCase(input.contactName)},`,
      `We have paid ${formatCents(input.totalCents)} to ${input.businessName} for the deliveries on your ${month} statement.`,
      `Payment reference: ${input.reference}. Banks can take one to two business days to show it.`,
      "The statement, with each order and any adjustment, is in the vendor portal under Payments as a CSV or PDF.",
    ],
    { href: `${input.shopUrl}/for-vendors#payments`, label: "See your statements" },
  );
}
