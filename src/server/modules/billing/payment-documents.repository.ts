import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  checkouts,
  fulfilmentOrders,
  giftBoxes,
  payments,
  recipientProfiles,
  subscriptions,
  users,
} from "../../db/schema";

/** Reads only: what a payment's PDF prints, in one query by the payment's primary key. */
export const paymentDocumentsRepository = {
  async find(db: DbOrTx, paymentId: number) {
    const [row] = await db
      .select({
        id: payments.id,
        ownerId: payments.userId,
        kind: payments.kind,
        status: payments.status,
        provider: payments.provider,
        providerPaymentId: payments.providerPaymentId,
        amountCents: payments.amountCents,
        gstCents: payments.gstCents,
        periodStart: payments.periodStart,
        refundOf: payments.refundOf,
        createdAt: payments.createdAt,
        buyerName: users.fullName,
        buyerEmail: users.email,
        recipientName: recipientProfiles.name,
        planKey: subscriptions.planKey,
        boxName: giftBoxes.name,
        frequency: subscriptions.frequency,
        billing: subscriptions.billingInterval,
        // A first payment was priced for its checkout's frequency and billing (a later plan change leaves them).
        checkoutFrequency: checkouts.frequency,
        checkoutBilling: checkouts.billingInterval,
        addOns: checkouts.addOns,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
      .leftJoin(checkouts, eq(checkouts.id, payments.checkoutId))
      .where(eq(payments.id, paymentId));
    return row ?? null;
  },

  /**
   * The ledger's deliveries a charge paid for (those holding a part of it), or those a refund gave
   * back (still holding their part of the charge it refunded), earliest first; on the payment index.
   */
  async deliveries(db: DbOrTx, payment: { id: number; refundOf: number | null }) {
    return db
      .select({
        deliveryDate: fulfilmentOrders.deliveryDate,
        specialDateType: fulfilmentOrders.specialDateType,
        planKey: fulfilmentOrders.planKey,
        cents: fulfilmentOrders.allocatedCents,
      })
      .from(fulfilmentOrders)
      .where(
        payment.refundOf === null
          ? and(eq(fulfilmentOrders.paymentId, payment.id), gt(fulfilmentOrders.allocatedCents, 0))
          : and(eq(fulfilmentOrders.paymentId, payment.refundOf), eq(fulfilmentOrders.refundPaymentId, payment.id)),
      )
      .orderBy(asc(fulfilmentOrders.deliveryDate), asc(fulfilmentOrders.specialDateType), asc(fulfilmentOrders.id));
  },
};

export type PaymentDocumentRow = NonNullable<Awaited<ReturnType<typeof paymentDocumentsRepository.find>>>;
