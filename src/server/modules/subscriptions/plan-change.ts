import { recipientToday } from "../../../shared/domain/dates";
import { type PlanChangeStart, planChangeStart } from "../../../shared/domain/schedule";
import { PLAN_CHANGE_NOTICE_DAYS } from "../../../shared/domain/subscription-status";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { GiftBoxList } from "./ports";
import { scheduleOf } from "./subscription-dto";
import type { SubscriptionsService } from "./subscriptions.service";

export type PlanChangeResult = PlanChangeStart;

/**
 * A plan change takes effect from the next regular delivery when it is at least 21 days away;
 * otherwise from the first one that is, whatever the frequency (PRODUCT.md "Deliveries and the calendar").
 */
export function createPlanChanges(ctx: AppContext, catalogue: GiftBoxList, subscriptions: SubscriptionsService) {
  return {
    async giftBoxIdForPlan(planKey: string | null) {
      if (!planKey) return null;
      return (await catalogue.list()).find((box) => box.planKey === planKey)?.id ?? null;
    },

    /** What a checkout pays for: the box asked for when it is on sale, else the plan's box; and its plan. */
    async boxAndPlan(giftBoxId: number | null | undefined, planKey: string | null) {
      const boxes = await catalogue.list();
      const box =
        (giftBoxId ? boxes.find((b) => b.id === giftBoxId) : undefined) ??
        (planKey ? boxes.find((b) => b.planKey === planKey) : undefined);
      return { giftBoxId: box?.id ?? null, planKey: box?.planKey ?? planKey };
    },

    /** `giftBoxId` is looked up before the caller's transaction: on PGlite a catalogue load inside it would wait for itself. */
    async apply(
      tx: DbOrTx,
      recipient: { id: number; state: string | null },
      planKey: string | null,
      giftBoxId: number | null,
    ): Promise<PlanChangeResult | null> {
      // The 21-day notice counts from the recipient's own today.
      const today = recipientToday(recipient.state, ctx.clock.now());
      let result: PlanChangeResult | null = null;
      for (const sub of await subscriptions.live(tx, recipient.id)) {
        result = planChangeStart(scheduleOf(sub, today), today, PLAN_CHANGE_NOTICE_DAYS);
        await subscriptions.update(
          tx,
          sub.id,
          result.fromNextDelivery
            ? { planKey, giftBoxId, pendingPlanKey: null, planChangeFrom: null }
            : { pendingPlanKey: planKey, planChangeFrom: result.appliesFrom },
        );
      }
      return result;
    },
  };
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;
