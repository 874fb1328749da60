import type { AppContext } from "../../context";
import { orderCostChanges } from "./cost-override";
import { createPackingSlips } from "./packing-slip";
import type { DeliveryCounter, DeliveryPhotos, OwnSupplier } from "./ports";
import { createProofOfDelivery } from "./proof-of-delivery";

/** What the vendor needs to deliver (issue 17): packing slips, proof of delivery, and staff's cost record. */
export function createVendorDelivery(
  ctx: AppContext,
  deps: { vendors: OwnSupplier; media: DeliveryPhotos; subscriptions: DeliveryCounter },
) {
  return {
    packingSlips: createPackingSlips(ctx, deps),
    proof: createProofOfDelivery(ctx, deps),
    costChanges: (orderId: number) => orderCostChanges(ctx.db, orderId),
  };
}
export type VendorDelivery = ReturnType<typeof createVendorDelivery>;
