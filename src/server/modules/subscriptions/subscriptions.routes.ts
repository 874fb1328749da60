import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { portalResponseSchema, portalSchema } from "../../../shared/schemas/checkout";
import { idParams, userIdQuery } from "../../../shared/schemas/ids";
import {
  type CreatedSubscription,
  createdSubscriptionSchema,
  type SubscriptionView,
  subscriptionFormSchema,
  subscriptionListSchema,
  subscriptionPatchSchema,
  subscriptionViewSchema,
} from "../../../shared/schemas/subscription";
import type { users } from "../../db/schema";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { SubscriptionsService } from "./subscriptions.service";

type SessionUser = typeof users.$inferSelect;

/** The routes' flows (src/server/flows): the subscription form's save, pause and resume, and cancel. */
interface SubscriptionFlows {
  form: { save(user: SessionUser, input: z.output<typeof subscriptionFormSchema>): Promise<CreatedSubscription> };
  pause: {
    changeStatus(
      user: SessionUser,
      id: number,
      input: z.output<typeof subscriptionPatchSchema>,
    ): Promise<SubscriptionView>;
  };
  cancellation: { cancelNow(user: SessionUser, id: number): Promise<SubscriptionView> };
}

export function subscriptionRoutes(subscriptions: SubscriptionsService, flows: SubscriptionFlows) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: CUSTOMER_ACCESS };
    const tags = ["subscriptions"];

    r.get(
      "/api/subscriptions",
      { config, schema: { tags, querystring: userIdQuery, response: { 200: subscriptionListSchema } } },
      async (request) => subscriptions.list(requireUser(request), request.query.userId),
    );
    r.get(
      "/api/subscriptions/:id",
      { config, schema: { tags, params: idParams, response: { 200: subscriptionViewSchema } } },
      async (request) => subscriptions.get(requireUser(request), request.params.id),
    );
    r.post(
      "/api/subscriptions",
      { config, schema: { tags, body: subscriptionFormSchema, response: { 201: createdSubscriptionSchema } } },
      async (request, reply) => reply.status(201).send(await flows.form.save(requireUser(request), request.body)),
    );
    r.patch(
      "/api/subscriptions/:id",
      {
        config,
        schema: { tags, params: idParams, body: subscriptionPatchSchema, response: { 200: subscriptionViewSchema } },
      },
      async (request) => flows.pause.changeStatus(requireUser(request), request.params.id, request.body),
    );
    r.delete(
      "/api/subscriptions/:id",
      { config, schema: { tags, params: idParams, response: { 200: subscriptionViewSchema } } },
      async (request) => flows.cancellation.cancelNow(requireUser(request), request.params.id),
    );
    r.post(
      "/api/create-customer-portal",
      { config, schema: { tags: ["billing"], body: portalSchema, response: { 200: portalResponseSchema } } },
      async (request) => subscriptions.portalUrl(requireUser(request), request.body.subscriptionId),
    );
  };
}
