import type { Job } from "../../jobs/scheduler";
import type { OrderGeneration } from "./order-generation.service";

/**
 * First the boxes whose dispatch date has come are marked Shipped (their buyers told once); then
 * orders for the next 14 days' deliveries, routed to vendors (PRODUCT.md: "a daily run"). It runs
 * hourly and at start — each run is idempotent and the first of a day orders the day's new
 * deliveries — so a pause resumed early gets its order back the same day. Each hourly occurrence
 * runs on one instance (job_occurrences, ADR 0023); a run taken over from a dead instance repeats
 * nothing, as the ledger's states say what is already ordered.
 */
export function fulfilmentGenerationJob(fulfilment: Pick<OrderGeneration, "generate" | "shipDueDispatches">): Job {
  return {
    name: "fulfilment-generation",
    pattern: "0 12 * * * *",
    run: async () => {
      const shipped = await fulfilment.shipDueDispatches();
      return { shipped, ...(await fulfilment.generate()) };
    },
  };
}
