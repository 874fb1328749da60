import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { payments, subscriptions } from "../../db/schema";

export const billingRepository = {
  /** A subscription's payments, newest first, without provider ids. */
  paymentsFor(db: DbOrTx, subscriptionId: number) {
    return db
      .select({
        id: payments.id,
        kind: payments.kind,
        status: payments.status,
        amountCents: payments.amountCents,
        gstCents: payments.gstCents,
        periodStart: payments.periodStart,
        failureMessage: payments.failureMessage,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  },
  /** Test mode: the card shown on the subscription, and whether its renewals are declined. */
  async setTestPaymentMethod(db: DbOrTx, subscriptionId: number, label: string, renewalsFail: boolean) {
    await db
      .update(subscriptions)
      .set({ paymentMethodLabel: label, testRenewalFails: renewalsFail, updatedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
  },
};
