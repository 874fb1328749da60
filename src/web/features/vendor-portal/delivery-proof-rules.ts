import type { VendorOrder } from "@shared/schemas/fulfilment";

/** The packing slip's address (a PDF the browser opens to print). */
export const packingSlipUrl = (orderId: number) => `/api/vendor/orders/${orderId}/packing-slip.pdf`;

/** Whether the card shows the recipient (an inactive vendor's cards hide it, and print no slip). */
export const recipientShown = (order: Pick<VendorOrder, "address">) =>
  order.address.postcode !== null || order.address.suburb !== null || order.address.line1 !== null;

/** A shipped order the vendor may mark delivered (the server's `vendorConfirmDelivery` move). */
export const canMarkDelivered = (order: Pick<VendorOrder, "status">) => order.status === "shipped";

export const MARK_DELIVERED_FAILED = "The order could not be marked delivered. Please try again.";
export const MARK_DELIVERED_OFFLINE = "The order could not be marked delivered: check your connection and try again.";
