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
  return answer(
    questions,
    createRouter((await repo.approvedVendorAreas(db)).map(toRoutingVendor), postcodeDirectory()),
  );
}

function answer(questions: readonly CoverageQuestion[], router: ReturnType<typeof createRouter>) {
  const directory = postcodeDirectory();
  return questions.map(
    (q) =>
      Boolean(q.postcode) &&
      directory.isIn(q.postcode!, q.state) &&
      router.eligible({ postcode: q.postcode, planKey: planOf(q.planKey, q.boxCategory) }).length > 0,
  );
}

/**
 * How long a vendor change made on another instance can go unseen. Changes are announced (the
 * catalogue's notice drops this cache too); the bound is for a notice lost while the listener reconnects.
 */
const COVERAGE_CACHE_MS = 30_000;

/**
 * Coverage for the buyer's list and the confirmation, which ask on every request: the approved vendors'
 * router is kept between requests (it was a query and the router's set-up per list), and dropped when
 * a vendor is approved, suspended or changes its area (`invalidate`), or after COVERAGE_CACHE_MS.
 */
export function createDeliveryCoverage(clock: { now(): Date } = { now: () => new Date() }) {
  let cached: { router: ReturnType<typeof createRouter>; at: number } | undefined;
  async function routerFor(db: DbOrTx) {
    const now = clock.now().getTime();
    if (cached && now - cached.at < COVERAGE_CACHE_MS && now >= cached.at) return cached.router;
    const router = createRouter((await repo.approvedVendorAreas(db)).map(toRoutingVendor), postcodeDirectory());
    cached = { router, at: now };
    return router;
  }
  return {
    async coveredDeliveries(db: DbOrTx, questions: readonly CoverageQuestion[]): Promise<boolean[]> {
      if (!questions.length) return [];
      return answer(questions, await routerFor(db));
    },
    invalidate() {
      cached = undefined;
    },
  } satisfies DeliveryCoverage & { invalidate(): void };
}
