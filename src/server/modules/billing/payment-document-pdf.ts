import PDFDocument from "pdfkit";
import { formatCents } from "../../../shared/domain/money";
import { pdfText } from "../../lib/pdf-text";
import type { DocumentLine } from "./payment-document-lines";

export type DocumentTitle = "Tax invoice" | "Receipt" | "Adjustment note";

/** Everything a payment's document prints, already worded. */
export interface PaymentDocumentModel {
  title: DocumentTitle;
  number: string;
  /** The payment's date as the shop shows dates ("21 Nov 2026", Sydney). */
  issuedOn: string;
  /** When it was paid: the PDF's creation date, so the same payment always gives the same file. */
  paidAt: Date;
  shop: { name: string; abn: string | null; email: string; website: string };
  buyer: { name: string; email: string };
  recipientName: string;
  lines: DocumentLine[];
  totalCents: number;
  gstCents: number;
  paymentMethod: string;
  reference: string;
  /** Footnotes under the totals (test mode, what a receipt is not). */
  notes: string[];
}

// The shop's colours (styles.css): plum for the name, ink for text, muted for labels, line for rules.
const PLUM = "#6b2d5c";
const INK = "#2b1d2f";
const MUTED = "#5f5363";
const LINE = "#e7dcd6";
const BLUSH = "#f6e3e6";

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const QTY_WIDTH = 40;
const AMOUNT_WIDTH = 120;
const DESCRIPTION_WIDTH = CONTENT - QTY_WIDTH - AMOUNT_WIDTH - 16;

/** Draws the document on an A4 page (more pages only for very many lines) and answers the PDF's bytes. */
export function renderPaymentDocument(model: PaymentDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${model.title} ${model.number}`,
      Author: model.shop.name,
      Subject: `${model.title} for ${pdfText(model.buyer.name)}`,
      CreationDate: model.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, model);
  parties(doc, model);
  lineTable(doc, model);
  totals(doc, model);
  footer(doc, model);
  doc.end();
  return finished;
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, model: PaymentDocumentModel) {
  const top = MARGIN;
  doc.font("Times-Bold").fontSize(24).fillColor(PLUM).text(model.shop.name, MARGIN, top);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const shopLines = [
    "Gift subscriptions, Australia",
    ...(model.shop.abn ? [`ABN ${model.shop.abn}`] : []),
    model.shop.email,
    model.shop.website,
  ];
  doc.text(shopLines.join("\n"), MARGIN, top + 30, { lineGap: 2 });
  const leftBottom = doc.y;

  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(INK)
    .text(model.title, MARGIN, top + 2, { width: CONTENT, align: "right" });
  const facts: [string, string][] = [
    ["Number", model.number],
    ["Date", model.issuedOn],
  ];
  let y = top + 32;
  for (const [label, value] of facts) {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + CONTENT - 200, y, { width: 80 });
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + CONTENT - 120, y, { width: 120, align: "right" });
    y += 16;
  }
  const bottom = Math.max(leftBottom, y) + 14;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT, bottom)
    .lineWidth(1.5)
    .strokeColor(PLUM)
    .stroke();
  doc.y = bottom + 18;
}

/** Who paid (and for whom), and how: the buyer's identity is on every document, whatever its amount. */
function parties(doc: Doc, model: PaymentDocumentModel) {
  const top = doc.y;
  const column = CONTENT / 2 - 10;
  const block = (x: number, label: string, lines: string[]) => {
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x, top, { width: column, characterSpacing: 0.8 });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(lines.map(pdfText).join("\n"), x, top + 14, { width: column, lineGap: 2 });
    return doc.y;
  };
  const left = block(MARGIN, model.title === "Adjustment note" ? "Refunded to" : "Billed to", [
    model.buyer.name,
    model.buyer.email,
    `Gift subscription for ${model.recipientName}`,
  ]);
  const right = block(MARGIN + CONTENT / 2 + 10, "Payment", [model.paymentMethod, `Reference ${model.reference}`]);
  doc.y = Math.max(left, right) + 24;
}

function lineTable(doc: Doc, model: PaymentDocumentModel) {
  const qtyX = MARGIN + DESCRIPTION_WIDTH + 16;
  const amountX = qtyX + QTY_WIDTH;
  let y = doc.y;
  doc.rect(MARGIN, y, CONTENT, 22).fillColor(BLUSH).fill();
  doc.font("Helvetica-Bold").fontSize(9).fillColor(INK);
  doc.text("Description", MARGIN + 8, y + 7, { width: DESCRIPTION_WIDTH });
  doc.text("Qty", qtyX, y + 7, { width: QTY_WIDTH, align: "right" });
  doc.text("Amount (incl. GST)", amountX - 8, y + 7, { width: AMOUNT_WIDTH, align: "right" });
  y += 22;

  for (const line of model.lines) {
    const description = pdfText(line.description);
    const detail = line.detail ? pdfText(line.detail) : null;
    doc.font("Helvetica-Bold").fontSize(10);
    const height =
      doc.heightOfString(description, { width: DESCRIPTION_WIDTH }) +
      (detail ? doc.font("Helvetica").fontSize(9).heightOfString(detail, { width: DESCRIPTION_WIDTH }) + 3 : 0) +
      20;
    if (y + height > doc.page.height - MARGIN) y = continuedPage(doc, model);
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(INK)
      .text(description, MARGIN + 8, y + 10, { width: DESCRIPTION_WIDTH });
    if (detail)
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(MUTED)
        .text(detail, MARGIN + 8, doc.y + 3, { width: DESCRIPTION_WIDTH });
    doc.font("Helvetica").fontSize(10).fillColor(INK);
    doc.text(String(line.quantity), qtyX, y + 10, { width: QTY_WIDTH, align: "right" });
    doc.text(formatCents(line.amountCents), amountX - 8, y + 10, { width: AMOUNT_WIDTH, align: "right" });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT, y)
      .lineWidth(0.75)
      .strokeColor(LINE)
      .stroke();
  }
  doc.y = y + 14;
}

/** A new page for the rest of a long document, saying whose it is. */
function continuedPage(doc: Doc, model: PaymentDocumentModel): number {
  doc.addPage();
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`${model.title} ${model.number}, continued`, MARGIN, MARGIN);
  return doc.y + 12;
}

/** Room the totals and the notes under them take, kept together on one page. */
const CLOSING_HEIGHT = 130;

function totals(doc: Doc, model: PaymentDocumentModel) {
  if (doc.y + CLOSING_HEIGHT > doc.page.height - MARGIN) doc.y = continuedPage(doc, model);
  const refund = model.totalCents < 0;
  const labelX = MARGIN + CONTENT - 230;
  const y = doc.y;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  doc.text(refund ? "Total refunded" : "Total paid", labelX, y, { width: 160 });
  doc.text(formatCents(model.totalCents), MARGIN + CONTENT - 108, y, { width: 100, align: "right" });
  const gst = refund
    ? `Total refunded includes GST of ${formatCents(-model.gstCents)}`
    : `Total includes GST of ${formatCents(model.gstCents)}`;
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(gst, labelX, y + 20, { width: 222, align: "right" });
  doc.y = y + 48;
}

function footer(doc: Doc, model: PaymentDocumentModel) {
  const notes = [
    ...model.notes,
    `Questions about this ${model.title.toLowerCase()}? Write to ${model.shop.email} quoting ${model.number}.`,
  ];
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT, doc.y)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(notes.join("\n"), MARGIN, doc.y + 12, { width: CONTENT, lineGap: 3 });
}
