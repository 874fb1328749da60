import { addDaysIso, formatIsoDate, isIsoDate } from "../../../shared/domain/dates";
import { addCycles, frequencyLabel } from "../../../shared/domain/frequency";
import { type BillingPlan, billingCycle, deliveriesPerCharge } from "../../../shared/domain/pricing";

/** One line of a payment's document: what was bought (or refunded), how many, for how much (GST included). */
export interface DocumentLine {
  description: string;
  /** A second, smaller line: the period covered, the delivery date. */
  detail: string | null;
  quantity: number;
  amountCents: number;
}

/** What the payments and subscriptions tables say a payment was for, until the ledger's allocations say it exactly. */
export interface PaidFor {
  kind: string;
  amountCents: number;
  /** The first day the charge covers (initial payments and renewals). */
  periodStart: string | null;
  boxName: string;
  frequency: string;
  billing: BillingPlan;
  /** Special-date deliveries bought with the first payment (its checkout's add-ons). */
  addOns: { name: string; date: string; priceCents: number }[];
}

/** "21 Nov 2026 to 20 Dec 2026": the days one charge of this plan covers, from its first. */
function periodText(start: string, frequency: string, billing: BillingPlan): string {
  const end = addDaysIso(addCycles(start, billingCycle(frequency, billing), 1), -1);
  return `${formatIsoDate(start)} to ${formatIsoDate(end)}`;
}

const deliveriesText = (n: number) => (n === 1 ? "1 delivery" : `${n} deliveries`);

/**
 * The lines a payment paid for, adding up to its amount exactly. Today they come from the plan as it
 * stands (frequency and billing of the checkout for a first payment); the delivery ledger's
 * allocations are meant to replace this function, one line per delivery, behind the same shape.
 */
export function paymentLines(paid: PaidFor): DocumentLine[] {
  const plan = `${paid.boxName} gift subscription, ${frequencyLabel(paid.frequency).toLowerCase()} deliveries`;
  const billing = paid.billing === "annual" ? "Annual plan, paid upfront" : "Pay as you go";

  if (paid.amountCents < 0 || paid.kind === "refund")
    return [
      {
        description: `Refund: ${plan}`,
        detail: "Paid deliveries that will not be sent",
        quantity: 1,
        amountCents: paid.amountCents,
      },
    ];

  // Add-ons come with the first payment only, and only when they leave the plan its share.
  const addOnCents = paid.addOns.reduce((sum, addOn) => sum + addOn.priceCents, 0);
  const addOns = paid.kind === "initial" && addOnCents < paid.amountCents ? paid.addOns : [];
  const addOnLines = addOns.map((addOn) => ({
    description: `${addOn.name} delivery (one-time add-on)`,
    detail: isIsoDate(addOn.date) ? `Delivered on ${formatIsoDate(addOn.date)}` : null,
    quantity: 1,
    amountCents: addOn.priceCents,
  }));
  const deliveries = deliveriesPerCharge(paid.frequency, paid.billing);
  const period =
    paid.periodStart && isIsoDate(paid.periodStart) ? periodText(paid.periodStart, paid.frequency, paid.billing) : null;
  const planLine: DocumentLine = {
    description: plan,
    detail: [`${billing}: ${deliveriesText(deliveries)}`, period && `covers ${period}`].filter(Boolean).join(", "),
    quantity: deliveries,
    // Whatever the add-ons leave: the lines always add up to what was charged.
    amountCents: paid.amountCents - addOnLines.reduce((sum, line) => sum + line.amountCents, 0),
  };
  return [planLine, ...addOnLines];
}
