import { z } from "zod";
import { REFUND_MESSAGES } from "../domain/staff-refund";
import { deliveryParams, ledgerDeliverySchema } from "./deliveries";

/** Staff's customer search: at least 2 characters of a name or e-mail, any case, 20 a page. */
export const CUSTOMER_SEARCH_MIN = 2;
export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_SEARCH_MESSAGE = `Please type at least ${CUSTOMER_SEARCH_MIN} characters of a name or e-mail.`;

export const customerSearchQuery = z.object({
  q: z
    .string({ error: CUSTOMER_SEARCH_MESSAGE })
    .trim()
    .min(CUSTOMER_SEARCH_MIN, CUSTOMER_SEARCH_MESSAGE)
    .max(100, "Please search with at most 100 characters."),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(500, "page must be at most 500")
    .default(1),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuery>;

export const customerSummarySchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  /** ISO 8601 instant the account was made. */
  createdAt: z.string(),
  subscriptions: z.number(),
  liveSubscriptions: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchResultSchema = z.object({
  customers: z.array(customerSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

/** A delivery on staff's customer page: the buyer's ledger row's facts, with the payment by id and whether staff may refund it. */
export const staffDeliverySchema = ledgerDeliverySchema
  .pick({
    id: true,
    deliveryDate: true,
    kind: true,
    specialDateType: true,
    stateLabel: true,
    boxName: true,
    allocatedCents: true,
    allocatedGstCents: true,
    refundPaymentId: true,
  })
  .extend({
    /** The ledger's own state, as stored. */
    status: z.string(),
    /** The payment that paid for it (its part of that payment is `allocatedCents`, GST included). */
    paymentId: z.number().nullable(),
    /** Why staff cannot refund it (shared/domain/staff-refund.ts), or null when they can. */
    refundRefusal: z.string().nullable(),
  });
export type StaffDelivery = z.infer<typeof staffDeliverySchema>;

export const staffPaymentSchema = z.object({
  id: z.number(),
  /** initial | renewal | refund */
  kind: z.string(),
  status: z.string(),
  /** A refund's amount and GST are negative. */
  amountCents: z.number(),
  gstCents: z.number(),
  createdAt: z.string(),
  refundOf: z.number().nullable(),
  /** A staff refund's reason; a buyer's cancellation refund has none. */
  reason: z.string().nullable(),
  refundedBy: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const staffSubscriptionSchema = z.object({
  id: z.number(),
  status: z.string(),
  planName: z.string().nullable(),
  boxName: z.string().nullable(),
  recipientName: z.string(),
  frequency: z.string(),
  billingInterval: z.string(),
  /** The recurring charge, and the special-date add-ons paid once. */
  amountCents: z.number(),
  addOnCents: z.number(),
  startDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  deliveries: z.array(staffDeliverySchema),
  payments: z.array(staffPaymentSchema),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;

export const customerDetailSchema = z.object({
  customer: z.object({
    id: z.number(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    suburb: z.string().nullable(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    createdAt: z.string(),
  }),
  subscriptions: z.array(staffSubscriptionSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** :id (the customer) and :deliveryId: checked as the buyer's own delivery routes check theirs. */
export const customerDeliveryParams = deliveryParams;

/** POST /api/admin/customers/:id/deliveries/:deliveryId/refund: why (e-mailed to the buyer). */
export const staffRefundSchema = z.object({
  reason: z
    .string({ error: REFUND_MESSAGES.reason })
    .trim()
    .min(5, REFUND_MESSAGES.reason)
    .max(500, "Please keep the reason to 500 characters."),
});
export type StaffRefundInput = z.input<typeof staffRefundSchema>;

export const staffRefundResultSchema = z.object({
  deliveryId: z.number(),
  deliveryDate: z.string(),
  refundPaymentId: z.number(),
  amountCents: z.number(),
  gstCents: z.number(),
  reason: z.string(),
});
export type StaffRefundResult = z.infer<typeof staffRefundResultSchema>;
