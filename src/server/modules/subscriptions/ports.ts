import type { IsoDate } from "../../../shared/domain/dates";
import type { DeliveryChange } from "../../../shared/domain/schedule";
import type { GiftBox } from "../../../shared/schemas/gift-box";
import type { DbOrTx } from "../../db/client";

/**
 * What the subscriptions module asks of other modules, declared here and handed in by app.ts
 * (ADR 0020). Pause, resume and cancel reach the ledger through flows (src/server/flows), not here.
 */

/** The gift boxes on sale (the catalogue module): a plan's box, a checkout's box. */
export interface GiftBoxList {
  list(): Promise<GiftBox[]>;
}

/** The ledger (the fulfilment module): the regular deliveries buyers skipped or moved, from a day on. */
export interface DeliveryChangesSource {
  buyerChanges(
    db: DbOrTx,
    subscriptionIds: number[],
    from: IsoDate,
  ): Promise<(DeliveryChange & { subscriptionId: number })[]>;
}
