import { z } from "zod";

/** GET /api/admin/outbox: how many of the newest e-mails to show. */
export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type OutboxQuery = z.output<typeof outboxQuery>;

/** One e-mail as staff see it: one-time links (password reset) are hidden from its text. */
export const outboxEmailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.string(),
  attempts: z.number(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxResponseSchema = z.array(outboxEmailSchema);
