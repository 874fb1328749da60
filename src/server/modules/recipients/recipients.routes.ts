import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, userIdParams, userIdQuery } from "../../../shared/schemas/ids";
import {
  patchedRecipientSchema,
  recipientCreateSchema,
  recipientListSchema,
  recipientPatchSchema,
  recipientSchema,
} from "../../../shared/schemas/recipient";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { RecipientsService } from "./recipients.service";

export function recipientRoutes(recipients: RecipientsService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: CUSTOMER_ACCESS };
    const tags = ["recipients"];

    r.get(
      "/api/recipient-profiles",
      { config, schema: { tags, querystring: userIdQuery, response: { 200: recipientListSchema } } },
      async (request) => recipients.list(requireUser(request), request.query.userId),
    );
    r.get(
      "/api/recipient-profiles/user/:userId",
      { config, schema: { tags, params: userIdParams, response: { 200: recipientListSchema } } },
      async (request) => recipients.list(requireUser(request), request.params.userId),
    );
    r.get(
      "/api/recipient-profiles/:id",
      { config, schema: { tags, params: idParams, response: { 200: recipientSchema } } },
      async (request) => recipients.get(requireUser(request), request.params.id),
    );
    r.post(
      "/api/recipient-profiles",
      { config, schema: { tags, body: recipientCreateSchema, response: { 201: recipientSchema } } },
      async (request, reply) => reply.status(201).send(await recipients.create(requireUser(request), request.body)),
    );
    r.patch(
      "/api/recipient-profiles/:id",
      {
        config,
        schema: { tags, params: idParams, body: recipientPatchSchema, response: { 200: patchedRecipientSchema } },
      },
      async (request) => recipients.patch(requireUser(request), request.params.id, request.body),
    );
    r.delete(
      "/api/recipient-profiles/:id",
      { config, schema: { tags, params: idParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await recipients.remove(requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
