import { formatPayoutMonth } from "@shared/domain/payout-month";

export { signedCents, stateText } from "../../lib/payout-format";

export const AMOUNT_HINT = "Dollars and cents; a minus takes money off, e.g. -12.50";
export const AMOUNT_MESSAGE = "Please enter an amount in dollars, e.g. 12.50 or -12.50 (not zero)";

/** "12.50", "-12.5", "$40" → cents; null for anything else (or zero). */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(-)?\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (cents === 0) return null;
  return match[1] ? -cents : cents;
}

/** "Alpha Florals, October 2026": names a statement for buttons and headings. */
export function statementName(statement: { vendorName: string; month: string }): string {
  return `${statement.vendorName}, ${formatPayoutMonth(statement.month)}`;
}
