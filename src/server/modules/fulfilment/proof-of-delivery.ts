import { todayIso } from "../../../shared/domain/dates";
import { orderStatusAfter } from "../../../shared/domain/fulfilment-status";
import { PROOF_OF_DELIVERY_MESSAGES } from "../../../shared/domain/proof-of-delivery";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import type { VendorOrder } from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { fulfilmentRepository } from "./fulfilment.repository";
import { orderViews } from "./order-views.repository";
import type { DeliveryCounter, DeliveryPhotos, OwnSupplier } from "./ports";
import { vendorDeliveryRepository as repo } from "./vendor-delivery.repository";
import { toVendorOrder } from "./vendor-order-view";

type UserRow = typeof users.$inferSelect;

interface Deps {
  vendors: OwnSupplier;
  media: DeliveryPhotos;
  subscriptions: DeliveryCounter;
}

/**
 * Proof of delivery (issue 17): the approved vendor holding a shipped order marks it delivered, with an
 * optional photo it uploaded for that purpose; the moment and who confirmed it are recorded, and a
 * regular delivery is counted once (as staff's confirmation counts it). The photo is served only to the
 * order's buyer, the active vendor holding it, and staff.
 */
export function createProofOfDelivery(ctx: AppContext, { vendors, media, subscriptions }: Deps) {
  const { db, clock } = ctx;

  return {
    async markDelivered(user: UserRow, id: number, input: { photoId: string | null }): Promise<VendorOrder> {
      const supplier = await vendors.ownSupplier(user);
      const order = await fulfilmentRepository.find(db, id);
      if (!order || order.supplierId !== supplier.id) throw notFound("Order not found");
      if (supplier.status !== "approved") throw new AppError("INVALID_STATE", VENDOR_READ_ONLY_MESSAGE);
      if (order.status === "delivered" || order.deliveryConfirmed)
        throw new AppError("CONFLICT", PROOF_OF_DELIVERY_MESSAGES.alreadyDelivered);
      if (!orderStatusAfter(order.status, "vendorConfirmDelivery"))
        throw new AppError("INVALID_STATE", PROOF_OF_DELIVERY_MESSAGES.notShipped);
      if (input.photoId) await media.assertDeliveryPhoto(input.photoId, user.id);
      await db.transaction(async (tx) => {
        const changed = await repo.markDeliveredByVendor(tx, id, {
          supplierId: supplier.id,
          userId: user.id,
          photoId: input.photoId,
          at: clock.now(),
        });
        // Someone (staff, or a second click) got there first: nothing is counted twice.
        if (!changed) throw new AppError("CONFLICT", PROOF_OF_DELIVERY_MESSAGES.alreadyDelivered);
        if (changed.special_date_type === "") await subscriptions.countDelivery(tx, changed.subscription_id, 1);
      });
      const [row] = await orderViews.vendorOrders(db, supplier.id, [id]);
      if (!row) throw notFound("Order not found");
      return toVendorOrder(row, todayIso(clock.now()));
    },

    /** The proof photo for the order's buyer, the active vendor holding it, and staff; 404 for anyone else. */
    async photo(user: UserRow, id: number) {
      const access = await repo.deliveryPhotoAccess(db, id);
      const vendorMaySee = access?.vendor_user_id === user.id && access.vendor_status === "approved";
      const allowed =
        access?.delivery_photo_id && (user.role === "admin" || access.buyer_id === user.id || vendorMaySee);
      if (!allowed) throw notFound(PROOF_OF_DELIVERY_MESSAGES.photoNotFound);
      const file = await media.privateFile(access.delivery_photo_id!);
      if (!file) throw notFound(PROOF_OF_DELIVERY_MESSAGES.photoNotFound);
      return file;
    },
  };
}
export type ProofOfDelivery = ReturnType<typeof createProofOfDelivery>;
