import { orderDispatchedEmail } from "../../integrations/email/fulfilment-templates";
import type { QueuedEmail } from "../../integrations/email/outbox";
import type { DispatchFactsRow } from "./order-views.repository";

/** The buyer's "dispatched" e-mail for an order, once per order whoever sends it (the vendor or the job). */
export const dispatchedEmail = (publicUrl: string, id: number, facts: DispatchFactsRow): QueuedEmail => ({
  dedupeKey: `dispatched:${id}`,
  kind: "order-dispatched",
  to: facts.email,
  ...orderDispatchedEmail(
    facts.full_name,
    facts.recipient_name,
    facts.delivery_date,
    facts.courier,
    facts.tracking_number,
    `${publicUrl}/account`,
  ),
});
