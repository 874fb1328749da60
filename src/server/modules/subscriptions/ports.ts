import type { IsoDate } from "../../../shared/domain/dates";
import type { GiftBox } from "../../../shared/schemas/gift-box";
import type { DbOrTx } from "../../db/client";
import type { LedgerRow, LedgerSubscription } from "../../lib/ledger-rows";

/**
 * What the subscriptions module asks of other modules, declared here and handed in by app.ts
 * (ADR 0020).
 */

/** The gift boxes on sale (the catalogue module): a plan's box, a checkout's box. */
export interface GiftBoxList {
  list(): Promise<GiftBox[]>;
}

/**
 * The delivery ledger (the fulfilment module; ADR 0018): pause skips and un-skips a delivery, cancel
 * withdraws the unpaid ones (their vendors told), and both read what is still to be sent.
 */
export interface SubscriptionLedger {
  withdrawUnpaid(tx: DbOrTx, subscriptionIds: number[]): Promise<unknown>;
  open(tx: DbOrTx, subscriptionIds: number[]): Promise<LedgerRow[]>;
  forBuyer(db: DbOrTx, subscriptionId: number): Promise<LedgerRow[]>;
  writeSchedule(tx: DbOrTx, subscriptionId: number, from: IsoDate, to: IsoDate): Promise<unknown>;
  /** Answers something truthy when the delivery was skipped. */
  skip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow): Promise<unknown>;
  unskip(
    tx: DbOrTx,
    sub: LedgerSubscription,
    row: LedgerRow,
    changeable: (row: LedgerRow) => boolean,
  ): Promise<unknown>;
}
