import PDFDocument from "pdfkit";
import { formatAbn } from "../../../shared/domain/abn";
import { formatIsoDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { formatPayoutMonth, formatSydneyDateTime } from "../../../shared/domain/payout-month";
import { PAYOUT_STATE_LABELS } from "../../../shared/domain/payout-states";
import type { StatementDetail } from "../../../shared/schemas/payouts";
import { pdfText } from "../../lib/pdf-text";

const MARGIN = 50;
const INK = "#2b1d2f";
const MUTED = "#5f5363";
const PLUM = "#6b2d5c";

/** Column x positions and widths of the orders and adjustments tables (A4: 495 points between margins). */
const ORDER_COLUMNS = [
  { label: "Order", x: MARGIN, width: 60 },
  { label: "Delivery date", x: MARGIN + 60, width: 110 },
  { label: "Delivered (Sydney time)", x: MARGIN + 170, width: 200 },
  { label: "Cost", x: MARGIN + 370, width: 125, right: true },
] as const;
const ADJUSTMENT_COLUMNS = [
  { label: "Date (Sydney time)", x: MARGIN, width: 150 },
  { label: "Reason", x: MARGIN + 150, width: 240 },
  { label: "Amount", x: MARGIN + 390, width: 105, right: true },
] as const;

type Column = { label: string; x: number; width: number; right?: boolean };

/**
 * A statement as an A4 PDF (pdfkit, the built-in Helvetica): who and which month, each delivered order,
 * each adjustment with its reason, the total and — for a vendor registered for GST — the GST it
 * includes with the vendor's ABN, then its state and payment reference.
 */
export function statementPdf(statement: StatementDetail, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Payout statement ${formatPayoutMonth(statement.month)} - ${statement.vendorName}`,
      Author: "Forget Me Not",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const bottom = () => doc.page.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const row = (columns: readonly Column[], cells: string[], options: { bold?: boolean; color?: string } = {}) => {
    doc
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(options.color ?? INK);
    const height = Math.max(
      ...columns.map((column, i) => doc.heightOfString(cells[i] ?? "", { width: column.width - 6 })),
    );
    ensureRoom(height + 6);
    const y = doc.y;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? "", column.x, y, { width: column.width - 6, align: column.right ? "right" : "left" });
    });
    doc.x = MARGIN;
    doc.y = y + height + 6;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .strokeColor("#e7dcd6")
      .lineWidth(1)
      .stroke();
    doc.y += 6;
  };
  const heading = (text: string) => {
    ensureRoom(40);
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).fillColor(PLUM).text(text, MARGIN);
    doc.moveDown(0.3);
  };

  // ─── Who, which month, where it stands ─────────────────────────────────────────────────────
  doc.font("Helvetica-Bold").fontSize(20).fillColor(PLUM).text("Forget Me Not");
  doc.font("Helvetica").fontSize(11).fillColor(MUTED).text("Vendor payout statement");
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK).text(statement.vendorName);
  doc.font("Helvetica").fontSize(11).fillColor(INK);
  doc.text(`Statement ${statement.id} for ${formatPayoutMonth(statement.month)} (Sydney time)`);
  doc.text(
    statement.gstRegistered && statement.abn
      ? `ABN ${formatAbn(statement.abn)} - registered for GST`
      : "Not registered for GST",
  );
  doc.text(`Status: ${stateLine(statement)}`);

  // ─── Delivered orders ──────────────────────────────────────────────────────────────────────
  heading(`Delivered orders (${statement.lines.length})`);
  row(
    ORDER_COLUMNS,
    ORDER_COLUMNS.map((c) => c.label),
    { bold: true, color: MUTED },
  );
  rule();
  if (statement.lines.length === 0) row(ORDER_COLUMNS, ["", "No delivered orders this month.", "", ""]);
  for (const line of statement.lines) {
    row(ORDER_COLUMNS, [
      line.orderId === null ? "-" : `#${line.orderId}`,
      formatIsoDate(line.deliveryDate),
      line.costNote
        ? `${formatSydneyDateTime(line.deliveredAt)}\n${pdfText(line.costNote)}`
        : formatSydneyDateTime(line.deliveredAt),
      line.costCents === null ? "Cost not set" : formatCents(line.costCents),
    ]);
  }

  // ─── Adjustments ───────────────────────────────────────────────────────────────────────────
  heading(`Adjustments (${statement.adjustments.length})`);
  if (statement.adjustments.length === 0) {
    doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("No adjustments.", MARGIN);
  } else {
    row(
      ADJUSTMENT_COLUMNS,
      ADJUSTMENT_COLUMNS.map((c) => c.label),
      { bold: true, color: MUTED },
    );
    rule();
    for (const adjustment of statement.adjustments) {
      row(ADJUSTMENT_COLUMNS, [
        formatSydneyDateTime(adjustment.at),
        adjustment.reason,
        formatCents(adjustment.amountCents),
      ]);
    }
  }

  // ─── Totals ────────────────────────────────────────────────────────────────────────────────
  heading("Total");
  const totals: Column[] = [
    { label: "", x: MARGIN, width: 370 },
    { label: "", x: MARGIN + 370, width: 125, right: true },
  ];
  row(totals, ["Delivered orders", formatCents(statement.ordersCents)]);
  row(totals, ["Adjustments", formatCents(statement.adjustmentsCents)]);
  rule();
  row(totals, ["Total payable", formatCents(statement.totalCents)], { bold: true });
  if (statement.gstCents !== null) row(totals, ["Includes GST of", formatCents(statement.gstCents)]);

  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Amounts in Australian dollars. Each order's cost is the vendor's price for its box. Generated ${formatSydneyDateTime(generatedAt)} Sydney time.`,
      MARGIN,
    );
  doc.end();
  return done;
}

function stateLine(statement: StatementDetail): string {
  const label = PAYOUT_STATE_LABELS[statement.state];
  if (statement.state === "paid" && statement.paidAt) {
    return `${label} on ${formatSydneyDateTime(statement.paidAt)}, reference ${statement.paymentReference ?? ""}`;
  }
  if (statement.state === "approved" && statement.approvedAt) {
    return `${label} on ${formatSydneyDateTime(statement.approvedAt)}, payment to follow`;
  }
  return `${label}: figures may still change until staff approve it`;
}
