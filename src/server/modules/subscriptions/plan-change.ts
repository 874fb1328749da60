import { and, eq, inArray } from "drizzle-orm";
import { daysBetween, recipientToday } from "../../../shared/domain/dates";
import { consumedDeliveries, regularDeliveryDate } from "../../../shared/domain/schedule";
import { PLAN_CHANGE_NOTICE_DAYS } from "../../../shared/domain/subscription-status";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { subscriptions } from "../../db/schema";
import type { CatalogueService } from "../catalogue/catalogue.service";

export interface PlanChangeResult {
  /** The first delivery that uses the new plan. */
  appliesFrom: string;
  /** True when that is the very next delivery. */
  fromNextDelivery: boolean;
}

/**
 * A plan change takes effect from the next delivery when it is at least 21 days away;
 * otherwise from the delivery after it (PRODUCT.md "Deliveries and the calendar").
 */
export function createPlanChanges(ctx: AppContext, catalogue: CatalogueService) {
  return {
    async giftBoxIdForPlan(planKey: string | null) {
      if (!planKey) return null;
      return (await catalogue.list()).find((box) => box.planKey === planKey)?.id ?? null;
    },

    /** What a checkout pays for: the box asked for when it is on sale, else the plan's box; and its plan. */
    async boxAndPlan(giftBoxId: number | null | undefined, planKey: string | null) {
      const boxes = await catalogue.list();
      const box = (giftBoxId ? boxes.find((b) => b.id === giftBoxId) : undefined) ?? (planKey ? boxes.find((b) => b.planKey === planKey) : undefined);
      return { giftBoxId: box?.id ?? null, planKey: box?.planKey ?? planKey };
    },

    /** `giftBoxId` is looked up before the caller's transaction: on PGlite a catalogue load inside it would wait for itself. */
    async apply(
      tx: DbOrTx,
      recipient: { id: number; state: string | null },
      planKey: string | null,
      giftBoxId: number | null,
    ): Promise<PlanChangeResult | null> {
      const live = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.recipientProfileId, recipient.id), inArray(subscriptions.status, ["active", "paused"])));
      // The 21-day notice counts from the recipient's own today.
      const today = recipientToday(recipient.state, ctx.clock.now());
      let result: PlanChangeResult | null = null;
      for (const sub of live) {
        const start = sub.startDate ?? today;
        const consumed = consumedDeliveries(sub);
        const next = regularDeliveryDate(start, sub.frequency, consumed);
        if (daysBetween(today, next) >= PLAN_CHANGE_NOTICE_DAYS) {
          await tx
            .update(subscriptions)
            .set({ planKey, giftBoxId, pendingPlanKey: null, planChangeFrom: null, updatedAt: new Date() })
            .where(eq(subscriptions.id, sub.id));
          result = { appliesFrom: next, fromNextDelivery: true };
        } else {
          const following = regularDeliveryDate(start, sub.frequency, consumed + 1);
          await tx
            .update(subscriptions)
            .set({ pendingPlanKey: planKey, planChangeFrom: following, updatedAt: new Date() })
            .where(eq(subscriptions.id, sub.id));
          result = { appliesFrom: following, fromNextDelivery: false };
        }
      }
      return result;
    },
  };
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;
