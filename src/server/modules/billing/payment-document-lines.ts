import { OCCASIONS } from "../../../shared/domain/calendar";
import { addDaysIso, formatIsoDate, isIsoDate } from "../../../shared/domain/dates";
import { addCycles, frequencyLabel } from "../../../shared/domain/frequency";
import { type BillingPlan, billingCycle, deliveriesPerCharge } from "../../../shared/domain/pricing";
import { specialDateName } from "../../../shared/domain/schedule";

/** One line of a payment's document: what was bought (or refunded), how many, for how much (GST included). */
export interface DocumentLine {
  description: string;
  /** A second, smaller line: the period covered, the delivery date. */
  detail: string | null;
  quantity: number;
  amountCents: number;
}

/** A delivery of the ledger a payment paid for (its part) or a refund gave back. */
export interface AllocatedDelivery {
  deliveryDate: string;
  /** Empty for a regular delivery, else the special date's type. */
  specialDateType: string;
  boxName: string;
  /** Its part of the payment, GST included (positive, also for a refund: the refund gives it back). */
  cents: number;
}

/** What a payment was for: the ledger's deliveries, and the plan as the payments and subscriptions tables say it. */
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
  /** The ledger's deliveries this payment paid for, or this refund refunded, earliest first. */
  deliveries?: AllocatedDelivery[];
}

/** "21 Nov 2026 to 20 Dec 2026": the days one charge of this plan covers, from its first. */
function periodText(start: string, frequency: string, billing: BillingPlan): string {
  const end = addDaysIso(addCycles(start, billingCycle(frequency, billing), 1), -1);
  return `${formatIsoDate(start)} to ${formatIsoDate(end)}`;
}

const deliveriesText = (n: number) => (n === 1 ? "1 delivery" : `${n} deliveries`);

/**
 * The lines a payment paid for, adding up to its amount exactly: one per delivery of the ledger it
 * paid for (a refund: one per delivery it gave back, negative), at its allocated part. A payment the
 * ledger does not account for to the cent (recorded before it) is described from its plan instead.
 */
export function paymentLines(paid: PaidFor): DocumentLine[] {
  const refund = paid.amountCents < 0 || paid.kind === "refund";
  const deliveries = paid.deliveries ?? [];
  const allocated = deliveries.reduce((sum, d) => sum + d.cents, 0);
  if (deliveries.length && allocated === (refund ? -paid.amountCents : paid.amountCents))
    return deliveries.map((d) => deliveryLine(d, paid, refund));
  return planLines(paid);
}

/** "Mother's Day", "Birthday": the name a special date's type is sold under. */
const occasionName = (type: string) =>
  type in OCCASIONS ? OCCASIONS[type as keyof typeof OCCASIONS].name : specialDateName(type);

function deliveryLine(d: AllocatedDelivery, paid: PaidFor, refund: boolean): DocumentLine {
  const when = isIsoDate(d.deliveryDate) ? formatIsoDate(d.deliveryDate) : d.deliveryDate;
  const what = d.specialDateType
    ? `${occasionName(d.specialDateType)} delivery (one-time add-on)`
    : `${d.boxName} delivery`;
  const plan = `${paid.billing === "annual" ? "Annual plan" : "Pay as you go"}, ${frequencyLabel(paid.frequency).toLowerCase()} deliveries`;
  return {
    description: refund ? `Refund: ${what}` : what,
    detail: refund
      ? `Delivery of ${when}, not sent: refunded`
      : `Delivery of ${when}${d.specialDateType ? "" : `, ${plan}`}`,
    quantity: 1,
    amountCents: refund ? -d.cents : d.cents,
  };
}

/** The lines from the plan as it stands (frequency and billing of the checkout for a first payment). */
function planLines(paid: PaidFor): DocumentLine[] {
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
