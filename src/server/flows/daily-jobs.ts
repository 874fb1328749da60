import { todayIso } from "../../shared/domain/dates";
import type { AppContext } from "../context";
import type { DeliveryCoverage } from "../lib/delivery-coverage";
import { queueSpecialDateReminders } from "../modules/subscriptions/special-date-reminders";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";
import type { Renewals } from "./renewal";

/** A subscription more than one billing cycle behind catches up one cycle per pass, at most this many. */
const MAX_RENEWAL_PASSES = 60;

/**
 * The daily work on subscriptions, run hourly and at start; every step is set-based and idempotent
 * (safe to run twice or on two instances): plan changes saved for later take effect, pauses end by
 * themselves, test-mode renewals are charged, three declines in a row cancel, and buyers hear about
 * special-date deliveries coming within a week. A pause never skips a charge here: pausing moved the
 * next charge on by one delivery cycle.
 */
export function createDailyJobs(
  ctx: AppContext,
  subscriptions: SubscriptionsService,
  renewals: Renewals,
  coverage: DeliveryCoverage,
) {
  return {
    async run() {
      const now = ctx.clock.now();
      const today = todayIso(now);
      await subscriptions.applyDuePlanChanges(today);
      const resumed = await subscriptions.resumeEndedPauses(today);
      let renewed = 0;
      for (let pass = 0; pass < MAX_RENEWAL_PASSES; pass++) {
        const count = await renewals.renewTestMode(now);
        renewed += count;
        if (!count) break;
      }
      const lapsed = await renewals.lapseAfterRepeatedFailures();
      // After the cancellations, so a subscription that just lapsed gets no reminder.
      const reminders = await queueSpecialDateReminders(ctx, coverage);
      if (resumed || renewed || lapsed || reminders) ctx.emailQueued();
      return { resumed, renewed, lapsed, reminders };
    },
  };
}
