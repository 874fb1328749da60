import { isDeliveryConfirmer } from "../../../shared/domain/proof-of-delivery";
import type { DeliveryProof } from "../../../shared/schemas/vendor-delivery";

/** The columns a delivered order's proof is read from (every view of an order selects them as these). */
export interface DeliveryProofColumns {
  id: number;
  status: string;
  delivered_at: Date | string | null;
  delivered_by: string | null;
  delivery_photo_id: string | null;
}

/** Proof-of-delivery photos are served behind a viewer check (buyer, vendor, staff), never from /media. */
export const deliveryPhotoUrl = (orderId: number) => `/api/fulfilment-orders/${orderId}/delivery-photo`;

/** A delivered order's proof (when, who, the photo), or null while it is not delivered. */
export function toDeliveryProof(row: DeliveryProofColumns): DeliveryProof | null {
  if (row.status !== "delivered") return null;
  return {
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at).toISOString(),
    confirmedBy: isDeliveryConfirmer(row.delivered_by) ? row.delivered_by : null,
    photoUrl: row.delivery_photo_id ? deliveryPhotoUrl(row.id) : null,
  };
}
