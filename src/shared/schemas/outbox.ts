import { z } from "zod";

/** GET /api/admin/outbox: how many of the newest e-mails to show. */
export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type OutboxQuery = z.output<typeof outboxQuery>;
