import { planNameForKey } from "../../../shared/domain/catalogue";
import { formatIsoDate, todayIso } from "../../../shared/domain/dates";
import type { BillingPlan } from "../../../shared/domain/pricing";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { paymentLines } from "./payment-document-lines";
import { type DocumentTitle, type PaymentDocumentModel, renderPaymentDocument } from "./payment-document-pdf";
import { type PaymentDocumentRow, paymentDocumentsRepository as repo } from "./payment-documents.repository";

type SessionUser = typeof users.$inferSelect;

export const SHOP_NAME = "Forget Me Not";

/** "FMN-P000045": the document's number, the payment's own id, so it never changes. */
export const documentNumber = (paymentId: number) => `FMN-P${String(paymentId).padStart(6, "0")}`;

/**
 * A refund is an adjustment note; a charge is a tax invoice only when the shop's ABN is set (a
 * document without an ABN cannot be one), otherwise a receipt.
 */
export function documentTitle(amountCents: number, kind: string, abn: string | null): DocumentTitle {
  if (amountCents < 0 || kind === "refund") return "Adjustment note";
  return abn ? "Tax invoice" : "Receipt";
}

/** Where a payment's PDF is, and what it is called; a charge that did not go through has none. */
export function documentLink(
  payment: { id: number; kind: string; status: string; amountCents: number },
  abn: string | null,
): { title: DocumentTitle; url: string } | null {
  if (payment.status !== "succeeded") return null;
  return {
    title: documentTitle(payment.amountCents, payment.kind, abn),
    url: `/api/payments/${payment.id}/document.pdf`,
  };
}

function paymentMethod(provider: string, refund: boolean): string {
  const card = refund ? "Refunded to the card" : "Paid by card";
  if (provider === "stripe") return `${card} through Stripe`;
  if (provider === "test") return `${card} in test mode`;
  return `${card} (${provider})`;
}

export function documentModel(
  row: PaymentDocumentRow,
  shop: { abn: string | null; email: string; publicUrl: string },
  deliveries: { deliveryDate: string; specialDateType: string; planKey: string | null; cents: number }[] = [],
): PaymentDocumentModel {
  const title = documentTitle(row.amountCents, row.kind, shop.abn);
  const refund = title === "Adjustment note";
  const first = row.kind === "initial" && row.checkoutFrequency !== null;
  const boxName = row.boxName ?? planNameForKey(row.planKey) ?? "Gift box";
  const notes = [
    ...(row.provider === "test" ? ["Test mode: the shop ran without live payments, so no money changed hands."] : []),
    ...(title === "Receipt" ? ["Prices include GST. This receipt is not a tax invoice."] : []),
  ];
  return {
    title,
    number: documentNumber(row.id),
    issuedOn: formatIsoDate(todayIso(row.createdAt)),
    paidAt: row.createdAt,
    shop: { name: SHOP_NAME, abn: shop.abn, email: shop.email, website: shop.publicUrl.replace(/^https?:\/\//, "") },
    buyer: { name: row.buyerName, email: row.buyerEmail },
    recipientName: row.recipientName,
    lines: paymentLines({
      kind: row.kind,
      amountCents: row.amountCents,
      periodStart: row.periodStart,
      boxName,
      deliveries: deliveries.map((d) => ({
        deliveryDate: d.deliveryDate,
        specialDateType: d.specialDateType,
        // A delivery under a plan changed since is that plan's box.
        boxName: (d.planKey && d.planKey !== row.planKey ? planNameForKey(d.planKey) : null) ?? boxName,
        cents: d.cents,
      })),
      frequency: (first ? row.checkoutFrequency : null) ?? row.frequency,
      billing: ((first ? row.checkoutBilling : null) ?? row.billing) as BillingPlan,
      addOns: first ? (row.addOns ?? []) : [],
    }),
    totalCents: row.amountCents,
    gstCents: row.gstCents,
    paymentMethod: paymentMethod(row.provider, refund),
    reference: row.providerPaymentId,
    notes,
  };
}

/** Each payment's PDF: to the buyer who made it and to staff; to anyone else the payment does not exist. */
export function createPaymentDocuments(ctx: AppContext) {
  return {
    async pdf(user: SessionUser, paymentId: number) {
      const row = await repo.find(ctx.db, paymentId);
      if (!row || (row.ownerId !== user.id && user.role !== "admin")) throw notFound("Payment not found");
      // A declined charge took no money: there is nothing to document.
      if (!documentLink(row, ctx.shopAbn)) throw notFound("This payment did not go through, so it has no document.");
      const deliveries = await repo.deliveries(ctx.db, row);
      const model = documentModel(
        row,
        { abn: ctx.shopAbn, email: ctx.staffEmail, publicUrl: ctx.publicUrl },
        deliveries,
      );
      const slug = model.title.toLowerCase().replaceAll(" ", "-");
      return { fileName: `forget-me-not-${slug}-${model.number}.pdf`, data: await renderPaymentDocument(model) };
    },
  };
}

export type PaymentDocuments = ReturnType<typeof createPaymentDocuments>;
