import { planNameForKey } from "../../shared/domain/catalogue";
import { refundRefusal, STAFF_DELIVERY_LABELS } from "../../shared/domain/staff-refund";
import type { CustomerDetail, StaffDelivery, StaffPayment } from "../../shared/schemas/customers";
import type { AppContext } from "../context";
import type { LedgerPort } from "../modules/fulfilment/ledger-port";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";
import type { CustomerDirectory } from "../modules/users/customer-directory.service";

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Staff's page of one customer (issue 19): the account, each subscription with its deliveries from
 * the ledger (what paid for each, and whether staff may refund it) and its payments with refunds.
 * A flow (ADR 0020): it reads the users, subscriptions, fulfilment and payments modules — four
 * set-based reads, whatever the number of subscriptions.
 */
export function createCustomerCare(
  ctx: AppContext,
  deps: {
    directory: CustomerDirectory;
    subscriptions: Pick<SubscriptionsService, "forCustomer">;
    ledger: Pick<LedgerPort, "forStaff">;
    payments: Pick<PaymentsService, "forStaff">;
  },
) {
  const { db } = ctx;
  const { directory, subscriptions, ledger, payments } = deps;
  return {
    search: directory.search,

    async detail(customerId: number): Promise<CustomerDetail> {
      const customer = await directory.customer(customerId);
      const subs = await subscriptions.forCustomer(customer.id);
      const ids = subs.map((row) => row.sub.id);
      const [deliveryRows, paymentRows] = await Promise.all([ledger.forStaff(db, ids), payments.forStaff(ids)]);

      const deliveries = new Map<number, StaffDelivery[]>();
      for (const row of deliveryRows) {
        const delivery: StaffDelivery = {
          id: row.id,
          deliveryDate: row.delivery_date,
          kind: row.special_date_type ? "special" : "regular",
          specialDateType: row.special_date_type,
          status: row.status,
          stateLabel: STAFF_DELIVERY_LABELS[row.status] ?? row.status,
          boxName: row.box_name,
          paymentId: row.payment_id,
          allocatedCents: row.allocated_cents,
          allocatedGstCents: row.allocated_gst_cents,
          refundPaymentId: row.refund_payment_id,
          refundRefusal: refundRefusal({
            status: row.status,
            paymentId: row.payment_id,
            allocatedCents: row.allocated_cents,
            refundPaymentId: row.refund_payment_id,
          }),
        };
        deliveries.set(row.subscription_id, [...(deliveries.get(row.subscription_id) ?? []), delivery]);
      }
      const paid = new Map<number, StaffPayment[]>();
      for (const row of paymentRows) {
        const payment: StaffPayment = {
          id: row.id,
          kind: row.kind,
          status: row.status,
          amountCents: row.amount_cents,
          gstCents: row.gst_cents,
          createdAt: iso(row.created_at)!,
          refundOf: row.refund_of,
          reason: row.reason,
          refundedBy: row.refunded_by,
          failureMessage: row.failure_message,
        };
        paid.set(row.subscription_id, [...(paid.get(row.subscription_id) ?? []), payment]);
      }

      return {
        customer,
        subscriptions: subs.map(({ sub, recipient, box }) => ({
          id: sub.id,
          status: sub.status,
          planName: planNameForKey(sub.planKey),
          boxName: box?.name ?? null,
          recipientName: recipient.name,
          frequency: sub.frequency,
          billingInterval: sub.billingInterval,
          amountCents: sub.amountCents,
          addOnCents: sub.addOnCents,
          startDate: sub.startDate,
          nextBillingDate: sub.nextBillingDate,
          cancelledAt: iso(sub.cancelledAt),
          deliveries: deliveries.get(sub.id) ?? [],
          payments: paid.get(sub.id) ?? [],
        })),
      };
    },
  };
}

export type CustomerCare = ReturnType<typeof createCustomerCare>;
