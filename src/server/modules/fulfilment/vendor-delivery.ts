import type { AppContext } from "../../context";
import type { MediaService } from "../media/media.service";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { VendorsService } from "../vendors/vendors.service";
import { orderCostChanges } from "./cost-override";
import { createPackingSlips } from "./packing-slip";
import { createProofOfDelivery } from "./proof-of-delivery";

/** What the vendor needs to deliver (issue 17): packing slips, proof of delivery, and staff's cost record. */
export function createVendorDelivery(
  ctx: AppContext,
  deps: { vendors: VendorsService; media: MediaService; subscriptions: SubscriptionsService },
) {
  return {
    packingSlips: createPackingSlips(ctx, deps),
    proof: createProofOfDelivery(ctx, deps),
    costChanges: (orderId: number) => orderCostChanges(ctx.db, orderId),
  };
}
export type VendorDelivery = ReturnType<typeof createVendorDelivery>;
