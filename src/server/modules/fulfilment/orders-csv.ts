import { stringify } from "csv-stringify/sync";
import { formatIsoDate } from "../../../shared/domain/dates";
import { orderStatusLabel } from "../../../shared/domain/fulfilment-status";
import { costSourceLabel } from "../../../shared/domain/order-cost";
import { specialDateName } from "../../../shared/domain/schedule";
import type { AdminOrder } from "../../../shared/schemas/fulfilment";
import { neutraliseFormula } from "../../lib/csv-cells";

const date = (value: string | null) => (value ? formatIsoDate(value) : "");

const COLUMNS: [header: string, cell: (order: AdminOrder) => string][] = [
  ["Order", (o) => String(o.id)],
  ["Delivery date", (o) => date(o.deliveryDate)],
  ["Occasion", (o) => (o.specialDateType ? specialDateName(o.specialDateType) : "Regular")],
  ["Customer", (o) => o.customerName],
  ["Recipient", (o) => o.recipientName],
  ["Gift box", (o) => o.giftBoxName ?? o.planName ?? ""],
  ["Vendor", (o) => o.vendorName ?? "Unassigned"],
  ["Suburb", (o) => o.suburb ?? ""],
  ["Postcode", (o) => o.postcode ?? ""],
  ["Status", (o) => orderStatusLabel(o.status)],
  ["Supplier ordered", (o) => o.supplierOrdered ?? ""],
  ["Package description", (o) => o.packageDescription ?? ""],
  ["Date ordered", (o) => date(o.dateOrdered)],
  ["Delivery", (o) => (o.deliveryConfirmed ? "Delivered" : "Pending")],
  ["Cost (AUD)", (o) => (o.cost === null ? "" : o.cost.toFixed(2))],
  ["Cost basis", (o) => costSourceLabel(o.costSource, o.costBoxName)],
  ["Dispatch date", (o) => date(o.dispatchDate)],
  ["Courier", (o) => o.courier ?? ""],
  ["Tracking", (o) => o.trackingNumber ?? ""],
  ["Notes", (o) => o.notes ?? ""],
];

/** The staff table as CSV (RFC 4180 quoting by csv-stringify, en-AU dates, formula-safe cells). */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = orders.map((order) => COLUMNS.map(([, cell]) => neutraliseFormula(cell(order))));
  // A byte-order mark so spreadsheet apps read the names as UTF-8. With CRLF records csv-stringify
  // quotes only a cell holding the whole CRLF, so a lone LF or CR (a note typed in the browser) is
  // quoted explicitly, as RFC 4180 asks, or it would split the row.
  return `\uFEFF${stringify([COLUMNS.map(([header]) => header), ...rows], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  })}`;
}
