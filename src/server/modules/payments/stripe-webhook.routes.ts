import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import { webhookReceivedSchema } from "../../../shared/schemas/billing";
import { AppError } from "../../lib/errors";

/** The envelope every Stripe event has; the handlers read the rest of `data.object` defensively. */
const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});

interface WebhookRouteDeps {
  stripe: Stripe;
  webhookSecret: string;
  /** The Stripe webhook flow (src/server/flows/stripe-webhook.ts): applies a verified event once. */
  handle: (event: Stripe.Event, log: FastifyBaseLogger) => Promise<void>;
}

/** POST /api/stripe/webhook: Stripe's signed events, each id applied once. */
export function stripeWebhookRoutes(deps: WebhookRouteDeps) {
  return async function register(app: FastifyInstance) {
    // Signature checks need the exact bytes Stripe sent: this route alone keeps the raw body.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    app.post(
      "/api/stripe/webhook",
      {
        config: { access: "public" },
        schema: { tags: ["billing"], response: { 200: webhookReceivedSchema } },
      },
      async (request, reply) => {
        let event: Stripe.Event;
        try {
          event = deps.stripe.webhooks.constructEvent(
            request.body as Buffer,
            String(request.headers["stripe-signature"] ?? ""),
            deps.webhookSecret,
          );
        } catch {
          throw new AppError("VALIDATION", "Invalid webhook signature");
        }
        // Signed, but still checked: a body that is not an event is refused, not crashed on.
        if (!eventEnvelope.safeParse(event).success) throw new AppError("VALIDATION", "Not a Stripe event");
        // Applied once, however often Stripe sends it (the id is claimed with the effect).
        await deps.handle(event, request.log);
        return reply.send({ received: true as const });
      },
    );
  };
}
