import { stringify } from "csv-stringify/sync";
import { formatAbn } from "../../../shared/domain/abn";
import { formatIsoDate } from "../../../shared/domain/dates";
import { formatPayoutMonth, formatSydneyDateTime } from "../../../shared/domain/payout-month";
import { PAYOUT_STATE_LABELS } from "../../../shared/domain/payout-states";
import type { StatementDetail } from "../../../shared/schemas/payouts";
import { neutraliseFormula } from "../../lib/csv-cells";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * A statement as CSV, one table: each delivered order, each adjustment with its reason, then the total
 * (and the GST it includes for a registered vendor). Amounts in AUD with two decimals, dates en-AU.
 */
export function statementCsv(statement: StatementDetail): string {
  const header = ["Type", "Order", "Date", "Description", "Amount (AUD)"];
  const rows: string[][] = [
    ...statement.lines.map((line) => [
      "Order",
      line.orderId === null ? "" : String(line.orderId),
      formatIsoDate(line.deliveryDate),
      `Delivered ${formatSydneyDateTime(line.deliveredAt)} (Sydney time)${line.costNote ? `. ${line.costNote}` : ""}`,
      line.costCents === null ? "" : dollars(line.costCents),
    ]),
    ...statement.adjustments.map((adjustment) => [
      "Adjustment",
      "",
      formatSydneyDateTime(adjustment.at),
      adjustment.reason,
      dollars(adjustment.amountCents),
    ]),
    [
      "Total",
      "",
      "",
      `${statement.vendorName}, ${formatPayoutMonth(statement.month)}, ${PAYOUT_STATE_LABELS[statement.state]}`,
      dollars(statement.totalCents),
    ],
  ];
  if (statement.gstCents !== null && statement.abn) {
    rows.push(["GST included", "", "", `ABN ${formatAbn(statement.abn)}`, dollars(statement.gstCents)]);
  } else {
    rows.push(["GST", "", "", "The vendor is not registered for GST: no GST included", ""]);
  }
  if (statement.paymentReference) rows.push(["Payment reference", "", "", statement.paymentReference, ""]);
  // Text cells are made formula-safe; the amount column is ours and numeric ("-5.00" must stay a number).
  const cells = rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : neutraliseFormula(cell))));
  // The same shape as the orders CSV: a byte-order mark, CRLF records, a lone CR or LF quoted.
  return `\uFEFF${stringify([header, ...cells], { record_delimiter: "windows", quoted_match: /[\r\n]/ })}`;
}

/** "forget-me-not-statement-2026-10-alpha-florals.csv": safe in a Content-Disposition header. */
export function statementFileName(statement: StatementDetail, extension: "csv" | "pdf"): string {
  const vendor = statement.vendorName
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `forget-me-not-statement-${statement.month}${vendor ? `-${vendor}` : ""}.${extension}`;
}
