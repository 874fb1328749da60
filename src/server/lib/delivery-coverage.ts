import type { DbOrTx } from "../db/client";

/**
 * The coverage question other modules ask of fulfilment (ADR 0020): the interface lives here, the
 * answer in modules/fulfilment/delivery-coverage.ts, handed in by app.ts.
 */

/** Where a delivery goes and what it is: the recipient's postcode and state, and the plan (or the box's category). */
export interface CoverageQuestion {
  postcode: string | null;
  state: string | null;
  planKey: string | null;
  boxCategory?: string | null;
}

/** Whether an approved vendor covers each delivery's postcode for its plan (set-based). */
export interface DeliveryCoverage {
  coveredDeliveries(db: DbOrTx, questions: readonly CoverageQuestion[]): Promise<boolean[]>;
}
