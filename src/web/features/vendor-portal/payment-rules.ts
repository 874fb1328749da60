import { formatCents } from "@shared/domain/money";
import type { VendorPayments } from "@shared/schemas/fulfilment";

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" → "Nov 2026" (en-AU); anything else as it came. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

export interface PaymentRow {
  month: string;
  label: string;
  deliveredOrders: number;
  earned: string;
  pending: string;
}

/** The table's rows: latest month first, money in dollars. */
export function paymentRows(payments: Pick<VendorPayments, "months">): PaymentRow[] {
  return [...payments.months]
    .sort((a, b) => b.month.localeCompare(a.month))
    .map((row) => ({
      month: row.month,
      label: monthText(row.month),
      deliveredOrders: row.deliveredOrders,
      earned: formatCents(row.earnedCents),
      pending: formatCents(row.pendingCents),
    }));
}

/** Nothing earned, nothing pending and no months: the section shows its empty state. */
export function hasNoPayments(payments: VendorPayments): boolean {
  return payments.months.length === 0 && payments.earnedCents === 0 && payments.pendingCents === 0;
}
