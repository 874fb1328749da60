import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  GOING_AHEAD_STATES_SQL,
  OPEN_ORDER_STATES_SQL,
  ORDER_STATES_SQL,
  stateTimeZone,
  sydneyMidnightOf,
} from "./analytics.sql";

/**
 * Sydney periods (days, weeks, months), each from a date to the next one's, with the instants it starts
 * and ends at: rows are matched on their own timestamps (indexed, no time-zone sum per row), and a
 * period that crosses a daylight-saving change still ends at its local midnight. A VALUES list, not
 * generate_series: the planner then knows it is a dozen rows (and does not plan, or JIT-compile, for
 * a thousand).
 */
function periods(boundaries: string[]) {
  const rows = boundaries.slice(0, -1).map((start, k) => sql`(${start}::date, ${boundaries[k + 1]!}::date)`);
  return sql`
    select v.starts, ${sydneyMidnightOf(sql`v.starts`)} as from_at, ${sydneyMidnightOf(sql`v.ends`)} as to_at
    from (values ${sql.join(rows, sql`, `)}) as v(starts, ends)`;
}

/** An order no vendor holds, waiting for one (the partial index fulfilment_orders_unassigned_idx's rows). */
const UNASSIGNED = sql`(o.supplier_id is null and o.status = 'to_order')`;

/**
 * The staff figures, each one set-based statement (grouped in the database, never a query per row).
 * Dates are Sydney's; the caller passes the range bounds (yyyy-mm-dd) worked out from its clock.
 * Read-only: this module owns no table.
 */
export const analyticsRepository = {
  /** Active subscriptions counted three ways at once (grouping sets), and the paused ones. */
  async activeBreakdown(db: DbOrTx) {
    const state = sql`coalesce(nullif(upper(trim(r.state)), ''), 'UNKNOWN')`;
    const result = await db.execute(sql`
      select
        case when grouping(s.plan_key) = 0 then 'plan' when grouping(${state}) = 0 then 'state' else 'frequency' end
          as dimension,
        case when grouping(s.plan_key) = 0 then coalesce(s.plan_key, 'unknown')
             when grouping(${state}) = 0 then ${state}
             else s.frequency end as key,
        count(*)::int as count
      from subscriptions s
      join recipient_profiles r on r.id = s.recipient_profile_id
      where s.status = 'active'
      group by grouping sets ((s.plan_key), (${state}), (s.frequency))
      order by count desc, key`);
    const paused = await db.execute(sql`select count(*)::int as count from subscriptions where status = 'paused'`);
    return {
      rows: rowsOf<{ dimension: "plan" | "state" | "frequency"; key: string; count: number }>(result),
      paused: rowsOf<{ count: number }>(paused)[0]?.count ?? 0,
    };
  },

  /** Started (first activated), paused and cancelled per Sydney week; `mondays`: each week's, and the next one's. */
  async statusChangesPerWeek(db: DbOrTx, mondays: string[]) {
    const result = await db.execute(sql`
      with weeks as (${periods(mondays)})
      select to_char(w.starts, 'YYYY-MM-DD') as week_start,
        count(c.to_status) filter (where c.to_status = 'active' and c.from_status is distinct from 'paused')::int as started,
        count(c.to_status) filter (where c.to_status = 'paused')::int as paused,
        count(c.to_status) filter (where c.to_status = 'cancelled')::int as cancelled
      from weeks w
      left join subscription_status_changes c
        on c.changed_at >= w.from_at and c.changed_at < w.to_at and c.to_status in ('active', 'paused', 'cancelled')
      group by w.starts order by w.starts`);
    return rowsOf<{ week_start: string; started: number; paused: number; cancelled: number }>(result);
  },

  /** Succeeded payments per Sydney month; `firstDays`: each month's, and the next one's. */
  async paymentsPerMonth(db: DbOrTx, firstDays: string[]) {
    const result = await db.execute(sql`
      with months as (${periods(firstDays)})
      select to_char(m.starts, 'YYYY-MM') as month,
        coalesce(sum(p.amount_cents) filter (where p.kind <> 'refund'), 0)::int as gross_cents,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'refund'), 0)::int as refunds_cents,
        coalesce(sum(p.amount_cents), 0)::int as net_cents,
        coalesce(sum(p.gst_cents), 0)::int as gst_cents
      from months m
      left join payments p on p.status = 'succeeded' and p.created_at >= m.from_at and p.created_at < m.to_at
      group by m.starts order by m.starts`);
    return rowsOf<{ month: string; gross_cents: number; refunds_cents: number; net_cents: number; gst_cents: number }>(
      result,
    );
  },

  /** Active subscriptions' per-charge prices, by frequency and billing interval. */
  async activeCharges(db: DbOrTx) {
    const result = await db.execute(sql`
      select s.frequency, s.billing_interval, count(*)::int as subscriptions, coalesce(sum(s.amount_cents), 0)::int as charge_cents
      from subscriptions s where s.status = 'active'
      group by s.frequency, s.billing_interval`);
    return rowsOf<{ frequency: string; billing_interval: string; subscriptions: number; charge_cents: number }>(result);
  },

  /** Deliveries going ahead on each of `days` (the ledger's dates, in order), with the ones needing staff. */
  async deliveriesPerDay(db: DbOrTx, days: string[]) {
    const [from, to] = [days[0]!, days.at(-1)!];
    const list = sql.join(
      days.map((day) => sql`(${day}::date)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      with days as (select v.day from (values ${list}) as v(day)),
      due as (
        select o.delivery_date, o.status, o.supplier_id,
          exists (select 1 from fulfilment_order_events e where e.order_id = o.id and e.kind = 'declined') as declined
        from fulfilment_orders o
        where o.delivery_date between ${from}::date and ${to}::date and o.status in (${GOING_AHEAD_STATES_SQL})
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        count(o.status)::int as total,
        count(o.status) filter (where o.status not in (${ORDER_STATES_SQL}))::int as not_yet_ordered,
        count(o.status) filter (where o.status in (${ORDER_STATES_SQL}) and not ${UNASSIGNED})::int as in_hand,
        count(o.status) filter (where ${UNASSIGNED})::int as unassigned,
        count(o.status) filter (where o.declined)::int as declined
      from days d left join due o on o.delivery_date = d.day
      group by d.day order by d.day`);
    return rowsOf<{
      date: string;
      total: number;
      not_yet_ordered: number;
      in_hand: number;
      unassigned: number;
      declined: number;
    }>(result);
  },

  /**
   * Per vendor: open orders (and how many are past their date on `today`), and of the orders due
   * `onTimeFrom` … `onTimeTo`, how many were delivered on or before their date where the recipient lives.
   */
  async vendorBacklog(db: DbOrTx, today: string, onTimeFrom: string, onTimeTo: string) {
    const deliveredOn = sql`(coalesce(o.delivered_at, o.updated_at) at time zone ${stateTimeZone(sql`r.state`)})::date`;
    const isDue = sql`o.delivery_date between ${onTimeFrom}::date and ${onTimeTo}::date`;
    const isOpen = sql`o.status in (${OPEN_ORDER_STATES_SQL})`;
    const result = await db.execute(sql`
      select v.id as supplier_id, v.name,
        count(*) filter (where ${isOpen})::int as open,
        count(*) filter (where ${isOpen} and o.delivery_date < ${today}::date)::int as overdue,
        count(*) filter (where ${isDue})::int as due,
        count(*) filter (where ${isDue} and o.status = 'delivered' and ${deliveredOn} <= o.delivery_date)::int as on_time
      from fulfilment_orders o
      join suppliers v on v.id = o.supplier_id
      join subscriptions s on s.id = o.subscription_id
      join recipient_profiles r on r.id = s.recipient_profile_id
      where o.status in (${ORDER_STATES_SQL}) and (${isOpen} or ${isDue})
      group by v.id, v.name
      order by open desc, overdue desc, v.name`);
    return rowsOf<{ supplier_id: number; name: string; open: number; overdue: number; due: number; on_time: number }>(
      result,
    );
  },

  /** Open orders no vendor holds (the partial index fulfilment_orders_unassigned_idx covers them). */
  async unassignedOpen(db: DbOrTx) {
    const result = await db.execute(sql`select count(*)::int as count from fulfilment_orders o where ${UNASSIGNED}`);
    return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
  },
};
