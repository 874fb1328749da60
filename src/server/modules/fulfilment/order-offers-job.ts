import type { Job } from "../../jobs/scheduler";
import type { OrderOffers } from "./order-offers";

/**
 * Offers whose deadline passed go to the next vendor (or staff), every minute. The advisory lock
 * runs it on one instance at a time; even without it, each offer moves once (order-offers.ts).
 */
export function orderOffersJob(offers: Pick<OrderOffers, "expireDue">): Job {
  return {
    name: "order-offers",
    pattern: "0 * * * * *",
    lockId: 727_104,
    run: () => offers.expireDue(),
  };
}
