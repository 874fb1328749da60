import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NEWSLETTER_SIGNUP_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  newsletterSignupResponseSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeResponseSchema,
  newsletterUnsubscribeSchema,
} from "../../../shared/schemas/newsletter";
import type { RateLimits } from "../../plugins/rate-limits";
import type { NewsletterService } from "./newsletter.service";

export function newsletterRoutes(newsletter: NewsletterService, limits: RateLimits) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      "/api/newsletter",
      {
        config: { access: "public" },
        preHandler: limits.newsletter,
        schema: { tags: ["content"], body: newsletterSignupSchema, response: { 200: newsletterSignupResponseSchema } },
      },
      async (request) => {
        await newsletter.subscribe(request.body);
        return { ok: true, message: NEWSLETTER_SIGNUP_MESSAGE } as const;
      },
    );
    routes.post(
      "/api/newsletter/unsubscribe",
      {
        config: { access: "public" },
        preHandler: limits.newsletterUnsubscribe,
        schema: {
          tags: ["content"],
          body: newsletterUnsubscribeSchema,
          response: { 200: newsletterUnsubscribeResponseSchema },
        },
      },
      async (request) => {
        await newsletter.unsubscribe(request.body);
        return { ok: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE } as const;
      },
    );
  };
}
