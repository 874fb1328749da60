import { z } from "zod";
import { REFUND_MESSAGES } from "../domain/staff-refund";

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

export const staffDeliverySchema = z.object({
  id: z.number(),
  deliveryDate: z.string(),
  kind: z.enum(["regular", "special"]),
  specialDateType: z.string(),
  status: z.string(),
  stateLabel: z.string(),
  boxName: z.string().nullable(),
  /** The payment that paid for it and its part of that payment (GST included). */
  paymentId: z.number().nullable(),
  allocatedCents: z.number(),
  allocatedGstCents: z.number(),
  refundPaymentId: z.number().nullable(),
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

export const customerDeliveryParams = z.object({
  id: z.coerce.number({ error: "Not found" }).int("Not found").positive("Not found").max(2_147_483_647, "Not found"),
  deliveryId: z.coerce
    .number({ error: "Not found" })
    .int("Not found")
    .positive("Not found")
    .max(2_147_483_647, "Not found"),
});

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
