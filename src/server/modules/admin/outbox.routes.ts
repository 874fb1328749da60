import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { outboxQuery, outboxResponseSchema } from "../../../shared/schemas/outbox";
import type { OutboxService } from "./outbox.service";

/** Staff read every e-mail the shop has queued or sent (the offline default keeps them here). */
export function outboxRoutes(outbox: OutboxService) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/admin/outbox",
      {
        config: { access: ["admin"] },
        schema: { tags: ["admin"], querystring: outboxQuery, response: { 200: outboxResponseSchema } },
      },
      async (request) => outbox.list(request.query),
    );
  };
}
