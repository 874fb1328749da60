import type { z } from "zod";
import { NO_VENDOR_YET_MESSAGE } from "../../../shared/domain/fulfilment";
import type { Coverage, coverageQuerySchema } from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { postcodeDirectory } from "../../lib/postcode-directory";
import { coveredDeliveries } from "./delivery-coverage";
import { orderViews } from "./order-views.repository";
import type { PackagePhotos } from "./ports";

type UserRow = typeof users.$inferSelect;

interface Deps {
  media: Pick<PackagePhotos, "privateFile">;
}

/**
 * The buyer's side of fulfilment: whether a vendor delivers to an address, and an order's package
 * photo (its buyer's, and also the vendor holding the order and staff may open it).
 */
export function createBuyerOrders(ctx: AppContext, { media }: Deps) {
  const { db } = ctx;
  return {
    async coverage(query: z.output<typeof coverageQuerySchema>): Promise<Coverage> {
      const knownPostcode = postcodeDirectory().isIn(query.postcode, query.state);
      const [covered = false] = await coveredDeliveries(db, [
        { postcode: query.postcode, state: query.state ?? null, planKey: query.plan ?? null },
      ]);
      return { knownPostcode, covered, message: covered ? null : NO_VENDOR_YET_MESSAGE };
    },

    /** The package photo, for its buyer, the vendor holding the order, and staff; 404 for anyone else. */
    async packagePhoto(user: UserRow, orderId: number) {
      const access = await orderViews.photoAccess(db, orderId);
      const allowed =
        access?.package_photo_path &&
        (user.role === "admin" || access.buyer_id === user.id || access.vendor_user_id === user.id);
      if (!allowed) throw notFound("Photo not found");
      const file = await media.privateFile(access.package_photo_path!);
      if (!file) throw notFound("Photo not found");
      return file;
    },
  };
}

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;
