import type { DbOrTx } from "../../db/client";

/**
 * What the vendors module asks of other modules, declared here and handed in by app.ts (ADR 0020).
 * (The auth module is the one every module may use: accounts and sessions.)
 */

/** A suspended or rejected vendor's open orders go back to routing (the fulfilment module). */
export interface VendorOrderHandover {
  /** Inside the decision's transaction; answers how many orders were passed on. */
  passOnOpenOrders(tx: DbOrTx, supplierId: number): Promise<number>;
  /** Each vendor's open orders, for staff's list. */
  openOrderCounts(db: DbOrTx, supplierIds: number[]): Promise<Map<number, number>>;
}

/** A decision changes which boxes are on sale: the catalogue reloads (the catalogue module). */
export interface CatalogueRefresh {
  invalidate(): void;
}
