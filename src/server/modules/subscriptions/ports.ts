import type { GiftBox } from "../../../shared/schemas/gift-box";

/**
 * What the subscriptions module asks of other modules, declared here and handed in by app.ts
 * (ADR 0020). Pause, resume and cancel reach the ledger through flows (src/server/flows), not here.
 */

/** The gift boxes on sale (the catalogue module): a plan's box, a checkout's box. */
export interface GiftBoxList {
  list(): Promise<GiftBox[]>;
}
