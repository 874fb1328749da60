import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** Staff read every e-mail the shop has queued or sent (the offline default keeps them here). */
export function outboxRoutes(db: Db) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/admin/outbox",
      { config: { access: ["admin"] }, schema: { tags: ["admin"], querystring: outboxQuery } },
      async (request) =>
        db
          .select({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            textBody: emailOutbox.textBody,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(request.query.limit),
    );
  };
}
