import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactFormResultSchema, contactFormSchema } from "../../../shared/schemas/contact";
import type { RateLimits } from "../../plugins/rate-limits";
import type { createContactService } from "./contact.service";

export function contactRoutes(contact: ReturnType<typeof createContactService>, limits: RateLimits) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/api/contact-form",
      {
        config: { access: "public" },
        preHandler: limits.contact,
        schema: {
          tags: ["content"],
          body: contactFormSchema,
          response: { 201: contactFormResultSchema },
        },
      },
      async (request, reply) => {
        const id = await contact.submit(request.body);
        return reply.status(201).send({ ok: true as const, id });
      },
    );
  };
}
