import { REFUND_MESSAGES, refundRefusal } from "../../shared/domain/staff-refund";
import type { StaffRefundResult } from "../../shared/schemas/customers";
import type { AppContext } from "../context";
import type { users } from "../db/schema";
import { queueEmail } from "../integrations/email/outbox";
import { deliveryRefundEmail } from "../integrations/email/refund-templates";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { AppError, conflict, notFound } from "../lib/errors";
import type { LedgerPort } from "../modules/fulfilment/ledger-port";
import type { PaymentsService } from "../modules/payments/payments.service";

type UserRow = typeof users.$inferSelect;

const refused = (message: string) =>
  message === REFUND_MESSAGES.refunded ? conflict(message) : new AppError("INVALID_STATE", message);

/**
 * Staff refund one paid delivery still to be sent, with a reason (issue 19): its part of the payment
 * goes back through the payment provider, is recorded as a negative payment with its GST (the reason
 * and who made it beside it), the delivery becomes `refunded` (its vendor, if it had one, is told) and
 * the buyer is e-mailed the amount and the reason.
 *
 * One transaction holds the delivery and its payment (row locks) from the check to the record, the
 * provider's refund made inside it: a second click waits and is then refused as already refunded, and
 * a vendor cannot mark the box dispatched between the check and the refund. The provider's
 * idempotency key is the delivery's, so a retry after a failed commit is the same refund, never a second.
 * A flow (ADR 0020): the ledger (fulfilment), payments and the provider.
 */
export function createStaffRefunds(
  ctx: AppContext,
  deps: {
    ledger: Pick<LedgerPort, "lockOne" | "refund">;
    payments: Pick<PaymentsService, "lockForRefund" | "recordRefunds" | "payerOf">;
    provider: PaymentProvider;
  },
) {
  const { ledger, payments, provider } = deps;

  return {
    async refundDelivery(
      staff: UserRow,
      customerId: number,
      deliveryId: number,
      reason: string,
    ): Promise<StaffRefundResult> {
      const result = await ctx.db.transaction(async (tx) => {
        const row = await ledger.lockOne(tx, deliveryId);
        const payer = row ? await payments.payerOf(tx, row.subscription_id) : undefined;
        if (!row || !payer || payer.userId !== customerId) throw notFound(REFUND_MESSAGES.notFound);
        const refusal = refundRefusal({
          status: row.status,
          paymentId: row.payment_id,
          allocatedCents: row.allocated_cents,
          refundPaymentId: row.refund_payment_id,
        });
        if (refusal) throw refused(refusal);

        const charge = await payments.lockForRefund(tx, row.payment_id!);
        if (charge?.status !== "succeeded") throw refused(REFUND_MESSAGES.unpaid);
        const left = charge.amount_cents - charge.refunded_cents;
        if (row.allocated_cents > left) throw refused(REFUND_MESSAGES.moreThanPaid(left));

        const amountCents = row.allocated_cents;
        const gstCents = row.allocated_gst_cents;
        const { refundId } = await provider
          .refund({
            providerPaymentId: charge.provider_payment_id,
            amountCents,
            idempotencyKey: `staff-refund:${row.id}`,
          })
          .catch(() => {
            throw new AppError("UPSTREAM", REFUND_MESSAGES.providerDown);
          });
        const recorded = await payments.recordRefunds(tx, [
          {
            userId: payer.userId,
            subscriptionId: row.subscription_id,
            provider: charge.provider,
            refundId,
            refundOf: charge.id,
            amountCents,
            gstCents,
            reason,
            staffUserId: staff.id,
          },
        ]);
        const refundPaymentId = recorded.get(refundId);
        if (refundPaymentId === undefined) throw conflict(REFUND_MESSAGES.refunded);
        const [moved] = await ledger.refund(tx, [row.id], refundPaymentId);
        if (!moved) throw new AppError("INVALID_STATE", REFUND_MESSAGES.changedMeanwhile);

        await queueEmail(tx, {
          dedupeKey: `staff-refund:${row.id}`,
          kind: "refund",
          to: payer.email,
          ...deliveryRefundEmail(
            payer.fullName,
            { recipientName: payer.recipientName, deliveryDate: row.delivery_date, amountCents, gstCents, reason },
            `${ctx.publicUrl}/billing/${row.subscription_id}`,
          ),
        });
        return { deliveryId: row.id, deliveryDate: row.delivery_date, refundPaymentId, amountCents, gstCents, reason };
      });
      ctx.emailQueued();
      return result;
    },
  };
}

export type StaffRefunds = ReturnType<typeof createStaffRefunds>;
