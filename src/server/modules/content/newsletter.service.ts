import type { z } from "zod";
import {
  NEWSLETTER_BAD_LINK_MESSAGE,
  type newsletterSignupSchema,
  type newsletterUnsubscribeSchema,
} from "../../../shared/schemas/newsletter";
import type { AppContext } from "../../context";
import { newsletterUnsubscribeUrl, newsletterWelcomeEmail } from "../../integrations/email/newsletter-templates";
import { queueEmail } from "../../integrations/email/outbox";
import { notFound } from "../../lib/errors";
import { newToken } from "../../lib/tokens";
import { newsletterRepository as repo } from "./newsletter.repository";

/**
 * Newsletter sign-up and unsubscribe. A sign-up answers the same whatever the address's state;
 * only a new or returning subscriber is e-mailed, so repeating a stranger's address sends nothing.
 */
export function createNewsletterService(ctx: AppContext) {
  const sender = () => ({ shopUrl: ctx.publicUrl, contactEmail: ctx.staffEmail, abn: ctx.shopAbn });

  return {
    async subscribe(input: z.output<typeof newsletterSignupSchema>): Promise<void> {
      const queued = await ctx.db.transaction(async (tx) => {
        const row = await repo.subscribe(tx, input.email, ctx.clock.now(), newToken());
        if (!row) return false;
        await queueEmail(tx, {
          // One welcome per consent: a re-subscription has a new consent time, a retry of the same one does not.
          dedupeKey: `newsletter-welcome:${row.id}:${row.consentedAt.toISOString()}`,
          kind: "newsletter-welcome",
          to: input.email,
          ...newsletterWelcomeEmail(sender(), {
            consentedAt: row.consentedAt,
            unsubscribeUrl: newsletterUnsubscribeUrl(ctx.publicUrl, row.unsubscribeToken),
          }),
        });
        return true;
      });
      if (queued) ctx.emailQueued();
    },

    /** Idempotent: asking again keeps the first unsubscribe time. An unknown token is a clear 404. */
    async unsubscribe(input: z.output<typeof newsletterUnsubscribeSchema>): Promise<void> {
      const found = await repo.unsubscribe(ctx.db, input.token, ctx.clock.now());
      if (!found) throw notFound(NEWSLETTER_BAD_LINK_MESSAGE);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
