import { planNameForKey } from "../../../shared/domain/catalogue";
import type { IsoDate } from "../../../shared/domain/dates";
import { isUrgent } from "../../../shared/domain/fulfilment";
import type { OrderStatus } from "../../../shared/domain/fulfilment-status";
import type { AdminOrder } from "../../../shared/schemas/fulfilment";
import { toDeliveryProof } from "./delivery-proof-view";
import type { AdminOrderRow } from "./order-views.repository";
import { offerOf, packagePhotoUrl } from "./vendor-order-view";

/** What staff see of an order on the fulfilment dashboard (and in its CSV). */
export function toAdminOrder(row: AdminOrderRow, today: IsoDate): AdminOrder {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    customerName: row.customer_name,
    recipientName: row.recipient_name,
    giftBoxName: row.gift_box_name,
    planName: planNameForKey(row.plan_key),
    deliveryDate: row.delivery_date,
    specialDateType: row.special_date_type,
    status: row.status as OrderStatus,
    supplierOrdered: row.supplier_ordered,
    packageDescription: row.package_description,
    dateOrdered: row.date_ordered,
    deliveryConfirmed: row.delivery_confirmed,
    cost: row.cost_cents === null ? null : row.cost_cents / 100,
    costSource: row.cost_source,
    costBoxName: row.cost_box_name,
    notes: row.notes,
    supplierId: row.supplier_id,
    vendorName: row.vendor_name,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    dispatchDate: row.dispatch_date,
    courier: row.courier,
    trackingNumber: row.tracking_number,
    packagePhotoUrl: row.package_photo_path ? packagePhotoUrl(row.id) : null,
    urgent: isUrgent({ deliveryDate: row.delivery_date, status: row.status }, today),
    ...offerOf({ supplierId: row.supplier_id, acceptBy: row.accept_by, acceptedAt: row.accepted_at }),
    proof: toDeliveryProof(row),
  };
}
