import PDFDocument from "pdfkit";
import { formatIsoDate } from "../../../shared/domain/dates";
import type { VendorOrder } from "../../../shared/schemas/fulfilment";
import { pdfText } from "../../lib/pdf-text";

// The shop's colours (styles.css), as on its other PDFs.
const PLUM = "#6b2d5c";
const INK = "#2b1d2f";
const MUTED = "#5f5363";
const LINE = "#e7dcd6";
const MARGIN = 50;
const LABEL_WIDTH = 130;

export interface PackingSlipModel {
  order: VendorOrder;
  vendorName: string;
  /** The moment it was printed: the PDF's creation date. */
  printedAt: Date;
}

/**
 * An order's packing slip as an A4 PDF (pdfkit, built-in Helvetica): the order number and delivery
 * date, the box and plan, where it goes and whom the courier rings, and what the card says. Only what
 * the vendor's order card shows: never the buyer; intimate preferences never go on paper (the card in
 * My Orders shows them, where PRODUCT.md allows), since a printed slip may travel with the box.
 */
export function renderPackingSlip({ order, vendorName, printedAt }: PackingSlipModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Packing slip - order ${order.id}`, Author: "Forget Me Not", CreationDate: printedAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.9).font("Helvetica-Bold").fontSize(13).fillColor(PLUM).text(text, MARGIN);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor(LINE)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.5);
  };
  /** A label and its value side by side; the value wraps in its own column. */
  const field = (label: string, value: string | null) => {
    if (!value) return;
    const text = pdfText(value);
    doc.font("Helvetica").fontSize(11);
    const height = Math.max(doc.heightOfString(text, { width: width - LABEL_WIDTH }), 14);
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
    doc.fillColor(INK).text(text, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  const paragraph = (text: string, options: { size?: number; color?: string; bold?: boolean } = {}) => {
    doc
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(options.size ?? 12)
      .fillColor(options.color ?? INK)
      .text(pdfText(text), MARGIN, doc.y, { width });
  };

  // ─── Whose and which ──────────────────────────────────────────────────────────────────────
  doc.font("Helvetica-Bold").fontSize(20).fillColor(PLUM).text("Forget Me Not");
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Packing slip - ${pdfText(vendorName)}`);
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(16).fillColor(INK).text(`Order #${order.id}`);
  doc
    .font("Helvetica")
    .fontSize(12)
    .text(`Deliver on ${formatIsoDate(order.deliveryDate)}`);

  heading("The box");
  field("Box", order.giftBoxName ?? "The plan's box");
  field("Plan", order.giftType);
  if (order.specialDateType && order.specialDateType !== "regular") field("Occasion", occasion(order.specialDateType));
  for (const taste of order.preferences) field(taste.label, taste.value);
  if (order.includesAlcohol) field("Alcohol", "May include alcohol: proof of age (18+) may be asked for on delivery.");

  heading("Deliver to");
  field("Recipient", order.recipientName);
  const place = [order.address.suburb, order.address.state, order.address.postcode].filter(Boolean).join(" ");
  field("Address", [order.address.line1, place].filter(Boolean).join("\n") || null);
  field("Phone", order.recipientPhone);
  field("Instructions", order.deliveryInstructions);

  heading("The card");
  if (!order.cardMessage && !order.personalMessage) paragraph("No card message for this delivery.", { color: MUTED });
  if (order.cardMessage) paragraph(order.cardMessage, { size: 14, bold: true });
  if (order.personalMessage) {
    doc.moveDown(0.4);
    paragraph("Personal message for this delivery:", { size: 10, color: MUTED });
    paragraph(order.personalMessage, { size: 13 });
  }

  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text("Mark the order dispatched and then delivered in My Orders. Questions: contact vendor support.", MARGIN);
  doc.end();
  return finished;
}

/** "mothers-day" → "Mothers day". */
function occasion(type: string): string {
  const text = type.replaceAll(/[-_]/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
