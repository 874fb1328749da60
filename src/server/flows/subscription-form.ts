import type { z } from "zod";
import { todayIso } from "../../shared/domain/dates";
import { nextDeliveryDate } from "../../shared/domain/schedule";
import { LIVE_SUBSCRIPTION_MESSAGE as LIVE_SUBSCRIPTION } from "../../shared/domain/subscription-status";
import type { CreatedSubscription, subscriptionFormSchema } from "../../shared/schemas/subscription";
import type { AppContext } from "../context";
import type { users } from "../db/schema";
import { conflict, notFound } from "../lib/errors";
import type { CatalogueService } from "../modules/catalogue/catalogue.service";
import type { RecipientsService } from "../modules/recipients/recipients.service";
import { parseAddress } from "../modules/subscriptions/parse-address";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

type SessionUser = typeof users.$inferSelect;

/**
 * The subscription form (a flow, ADR 0020: recipients, subscriptions and the catalogue;
 * /subscription/{id}, POST /api/subscriptions): saves the buyer's choices as
 * the recipient's draft, which checkout then pays for. Without a recipientProfileId a recipient is
 * created from the form first. The recipient is locked while its draft is saved, so a payment
 * activating the same recipient's subscription meanwhile is seen (409), never raced into a second draft.
 */
export function createSubscriptionForm(
  ctx: AppContext,
  catalogue: CatalogueService,
  recipients: RecipientsService,
  subscriptions: SubscriptionsService,
) {
  return {
    async save(user: SessionUser, input: z.output<typeof subscriptionFormSchema>): Promise<CreatedSubscription> {
      const box = (await catalogue.list()).find((b) => b.id === input.giftBoxId);
      if (!box) throw notFound("Gift Box Not Found");
      return ctx.db.transaction(async (tx) => {
        let recipientId: number;
        if (input.recipientProfileId) {
          recipientId = (await recipients.lockForSubscription(tx, user, input.recipientProfileId)).id;
          // The form asks for the recipient's e-mail: keep it when the profile has none.
          await recipients.setEmailIfMissing(tx, recipientId, input.recipientEmail);
          if (await subscriptions.hasLive(tx, recipientId)) throw conflict(LIVE_SUBSCRIPTION);
        } else {
          const created = await recipients.createFromSubscriptionForm(tx, user, {
            name: input.recipientName,
            email: input.recipientEmail,
            phone: input.recipientPhone,
            ...parseAddress(input.recipientAddress),
            giftCategories: box.planKey,
          });
          recipientId = created.id;
        }
        const draft = await subscriptions.saveDraft(tx, {
          userId: user.id,
          recipientProfileId: recipientId,
          giftBoxId: box.id,
          planKey: box.planKey,
          frequency: input.frequency,
          // Provisional: payment sets the real dates, from the recipient's own today.
          nextDeliveryDate: nextDeliveryDate(todayIso(ctx.clock.now()), input.frequency),
          cardMessage: input.cardMessage,
          customMessage: input.cardMessage === "custom" ? input.customMessage : null,
          specialOccasion: input.specialOccasion,
          personalPreferences: input.personalPreferences,
          rotateCategories: input.rotateCategories,
          selectedCategories: input.selectedCategories,
          categoryRotation: input.rotateCategories
            ? { categories: input.selectedCategories, currentIndex: 0, lastRotated: ctx.clock.now().toISOString() }
            : null,
        });
        if (!draft) throw conflict(LIVE_SUBSCRIPTION);
        return {
          id: draft.id,
          frequency: draft.frequency,
          recipientProfileId: recipientId,
          giftBoxId: box.id,
          status: "draft" as const,
        };
      });
    },
  };
}

export type SubscriptionForm = ReturnType<typeof createSubscriptionForm>;
