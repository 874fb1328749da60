import { planOf } from "../../../shared/domain/catalogue";
import type { DbOrTx } from "../../db/client";
import type { CoverageQuestion, DeliveryCoverage } from "../../lib/delivery-coverage";
import { postcodeDirectory } from "../../lib/postcode-directory";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { toRoutingVendor } from "./order-routing";
import { createRouter } from "./routing";

/**
 * Whether an approved vendor covers each delivery's postcode for its plan — the same rule routing
 * uses (PRODUCT.md "Vendor categories and routing"). Set-based: one query of the approved vendors,
 * however many are asked; the rest is the in-memory router. An unknown postcode is not covered.
 */
export async function coveredDeliveries(db: DbOrTx, questions: readonly CoverageQuestion[]): Promise<boolean[]> {
  if (!questions.length) return [];
  const directory = postcodeDirectory();
  const router = createRouter((await repo.approvedVendorAreas(db)).map(toRoutingVendor), directory);
  return questions.map(
    (q) =>
      Boolean(q.postcode) &&
      directory.isIn(q.postcode!, q.state) &&
      router.eligible({ postcode: q.postcode, planKey: planOf(q.planKey, q.boxCategory) }).length > 0,
  );
}

/** What other modules ask of fulfilment about coverage (made before the services, like the withdrawals). */
export function createDeliveryCoverage(): DeliveryCoverage {
  return { coveredDeliveries };
}
