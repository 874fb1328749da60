import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cancellationPreviewSchema,
  cancellationResultSchema,
  cancelSchema,
  deliveryParams,
  deliveryWeekdaySchema,
  ledgerDeliveryListSchema,
  moveDeliverySchema,
  sendSoonerSchema,
} from "../../shared/schemas/deliveries";
import { idParams } from "../../shared/schemas/ids";
import { requireUser } from "../plugins/access";
import type { Cancellation } from "./cancellation";
import type { DeliveryControl } from "./delivery-control";

/** The buyer's deliveries page and cancellation (owner only: anyone else's subscription is a 404). */
export function deliveryControlRoutes(control: DeliveryControl, cancellation: Cancellation) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Signed in, and then only the subscription's own buyer (or staff): anyone else gets a 404, as before.
    const config = { access: "signed-in" as const };
    const tags = ["deliveries"];
    const list = { 200: ledgerDeliveryListSchema };

    r.get(
      "/api/subscriptions/:id/deliveries",
      { config, schema: { tags, params: idParams, response: list } },
      async (request) => control.list(requireUser(request), request.params.id),
    );
    r.post(
      "/api/subscriptions/:id/deliveries/:deliveryId/skip",
      { config, schema: { tags, params: deliveryParams, response: list } },
      async (request) => control.skip(requireUser(request), request.params.id, request.params.deliveryId),
    );
    r.post(
      "/api/subscriptions/:id/deliveries/:deliveryId/unskip",
      { config, schema: { tags, params: deliveryParams, response: list } },
      async (request) => control.unskip(requireUser(request), request.params.id, request.params.deliveryId),
    );
    r.post(
      "/api/subscriptions/:id/deliveries/:deliveryId/move",
      { config, schema: { tags, params: deliveryParams, body: moveDeliverySchema, response: list } },
      async (request) =>
        control.move(requireUser(request), request.params.id, request.params.deliveryId, request.body.date),
    );
    r.post(
      "/api/subscriptions/:id/deliveries/send-sooner",
      { config, schema: { tags, params: idParams, body: sendSoonerSchema, response: list } },
      async (request) => control.sendSooner(requireUser(request), request.params.id, request.body?.date),
    );
    r.put(
      "/api/subscriptions/:id/delivery-weekday",
      { config, schema: { tags, params: idParams, body: deliveryWeekdaySchema, response: list } },
      async (request) => control.setWeekday(requireUser(request), request.params.id, request.body.weekday),
    );
    r.get(
      "/api/subscriptions/:id/cancellation",
      { config, schema: { tags, params: idParams, response: { 200: cancellationPreviewSchema } } },
      async (request) => cancellation.preview(requireUser(request), request.params.id),
    );
    r.post(
      "/api/subscriptions/:id/cancel",
      { config, schema: { tags, params: idParams, body: cancelSchema, response: { 200: cancellationResultSchema } } },
      async (request) => cancellation.cancel(requireUser(request), request.params.id, request.body.paidDeliveries),
    );
  };
}
