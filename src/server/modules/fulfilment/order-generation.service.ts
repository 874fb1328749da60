import { latestTodayInAustralia, recipientToday, todayIso } from "../../../shared/domain/dates";
import { generationWindowEnd } from "../../../shared/domain/fulfilment";
import type { GenerationResult } from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import { queueEmails } from "../../integrations/email/outbox";
import { letRequestsIn } from "../../lib/let-requests-in";
import { dispatchedEmail } from "./dispatched-email";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { startRoutingRun } from "./order-routing";

/**
 * Subscriptions per generation statement: big enough to stay set-based, small enough that a request
 * arriving meanwhile waits one short statement (PGlite runs in the server's thread), not a long one.
 */
const GENERATION_SLICE = 2_000;
/** A change committed just after a run began may carry an earlier updated_at: repeats look this far back. */
const REPEAT_MARGIN_MS = 10 * 60_000;

/**
 * The fulfilment job's work (issue 8, PRODUCT.md "Deliveries and the calendar"): due dispatches
 * shipped, then orders made from the ledger's paid deliveries and routed to vendors. Staff's
 * "generate" button runs the same.
 */
export function createOrderGeneration(ctx: AppContext) {
  const { db, clock } = ctx;
  const today = () => todayIso(clock.now());

  return {
    /**
     * Scheduled orders whose dispatch date has come (in the recipient's time zone) become Shipped,
     * and each buyer hears "dispatched" once: the hourly fulfilment job, before it generates orders.
     */
    async shipDueDispatches(): Promise<number> {
      const now = clock.now();
      const candidates = await repo.scheduledDispatches(db, latestTodayInAustralia(now));
      const due = candidates.filter((row) => row.dispatch_date <= recipientToday(row.state, now)).map((row) => row.id);
      if (!due.length) return 0;
      const shipped = await db.transaction(async (tx) => {
        const rows = await repo.shipScheduled(tx, due);
        await queueEmails(
          tx,
          rows.map((row) => dispatchedEmail(ctx.publicUrl, row.id, row)),
        );
        return rows.length;
      });
      if (shipped) ctx.emailQueued();
      return shipped;
    },

    /**
     * Orders for every paid delivery due in the next 14 days, routed (the button and the job): each
     * slice of subscriptions has its unpaid deliveries written, then its paid ones made orders and
     * routed in one write each (ADR 0027); each vendor is e-mailed once for the whole run (ADR 0016).
     * An order left without a vendor, or one staff took off a vendor, has been looked at: it stays
     * with staff and in Nearby Orders until someone claims or assigns it.
     */
    async generate(): Promise<GenerationResult> {
      // A subscription's updated_at comes from the app's clock (activation) or the database's (other
      // changes): the earlier of the two now is a bound every later change is on or after.
      const startedAt = new Date(Math.min(clock.now().getTime(), Date.now()));
      const from = today();
      const to = generationWindowEnd(from);
      const last = await repo.lastRun(db);
      // The same window again: only subscriptions changed since the last run began (with a margin for
      // a change whose transaction was still open then) can have deliveries without an order.
      const changedSince =
        last && last.windowFrom === from && last.windowTo === to
          ? new Date(last.startedAt.getTime() - REPEAT_MARGIN_MS)
          : undefined;
      const range = await repo.liveIdRange(db);
      const routing = await startRoutingRun(ctx, from);
      // First what a run of an earlier version left locked but unrouted (normally nothing).
      await routing.route(await repo.neverRouted(db, from));
      let created = 0;
      for (let lo = range?.lo ?? 1; range && lo <= range.hi; lo += GENERATION_SLICE) {
        const slice = { idFrom: lo, idTo: lo + GENERATION_SLICE - 1 };
        // The schedule's deliveries the ledger lacks (pay-as-you-go ones not yet charged), then the
        // slice's paid deliveries in the window become orders, routed as they are made (ADR 0018, 0027):
        // never an unpaid one.
        await repo.insertDue(db, from, to, { ...slice, changedSince });
        await letRequestsIn();
        created += await routing.lockAndRoute(await repo.dueToLock(db, from, to, slice));
      }
      // Paid deliveries of subscriptions outside the live range (cancelled ones still send what is paid).
      created += await routing.lockAndRoute(await repo.dueToLock(db, from, to));
      const result = { created, ...(await routing.finish()) };
      await repo.recordRun(db, { windowFrom: from, windowTo: to, startedAt, created: result.created });
      return result;
    },
  };
}

export type OrderGeneration = ReturnType<typeof createOrderGeneration>;
