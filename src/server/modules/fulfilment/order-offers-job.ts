import type { Job } from "../../jobs/scheduler";
import type { OrderOffers } from "./order-offers";

/**
 * Offers whose deadline passed go to the next vendor (or staff), every minute. Each occurrence runs
 * on one instance (job_occurrences, ADR 0023); even run twice, each offer moves once (order-offers.ts).
 */
export function orderOffersJob(offers: Pick<OrderOffers, "expireDue">): Job {
  return {
    name: "order-offers",
    pattern: "0 * * * * *",
    run: () => offers.expireDue(),
  };
}
