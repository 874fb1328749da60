import { sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/domain/dates";
import { deliveryCycle, FREQUENCIES } from "../../../shared/domain/frequency";
import { FIRST_DELIVERY_DAYS } from "../../../shared/domain/schedule";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

/**
 * The schedule engine's dated deliveries (shared/domain/schedule.ts) in one set-based statement, so
 * 100,000 subscriptions cost one INSERT … SELECT rather than a loop. It follows the engine exactly —
 * regular delivery k is `start + 10 days + k cycles`, counted from the first so month ends never drift
 * (PostgreSQL's `date + interval 'n months'` clamps to the month's last day, as addMonthsIso does);
 * a bought add-on is one delivery on its day, two on one day are one — and
 * `generation.sql.test.ts` holds the two to the same dates. The cycles come from frequency.ts.
 *
 * Live subscriptions only; a pause skips its one regular delivery (`paused_until`), or everything up
 * to it when it pauses everything. It writes the ledger's scheduled deliveries (ADR 0018): those a
 * payment already wrote are left as they are, and routing makes the paid ones orders. Answers
 * the ids it created: the unique index on (subscription, schedule date, special-date type) makes a
 * repeat, or a run beside it, create nothing twice, and a delivery moved by its buyer is not made again
 * on its old date. A usual delivery weekday moves each regular delivery forward to it within its week.
 */
export interface GenerationScope {
  /** Only these subscriptions. */
  subscriptions?: number[];
  /** Only subscription ids in this range (a slice of a big run). */
  idFrom?: number;
  idTo?: number;
  /** Only subscriptions changed since (a repeat of the same window). */
  changedSince?: Date;
}

export function insertDueOrdersSql(from: IsoDate, to: IsoDate, scope: GenerationScope = {}) {
  const cycles = sql.join(
    [...FREQUENCIES.map((f) => [f, deliveryCycle(f)] as const)].map(
      ([frequency, cycle]) => sql`(${frequency}, ${cycle.unit}, ${cycle.count}::int)`,
    ),
    sql`, `,
  );
  const fallback = deliveryCycle("");
  const only = sql.join(
    [
      scope.subscriptions ? sql`and s.id = any(${sql.param(scope.subscriptions)}::int[])` : sql``,
      scope.idFrom !== undefined ? sql`and s.id >= ${scope.idFrom}` : sql``,
      scope.idTo !== undefined ? sql`and s.id <= ${scope.idTo}` : sql``,
      scope.changedSince ? sql`and s.updated_at >= ${scope.changedSince.toISOString()}::timestamptz` : sql``,
    ],
    sql` `,
  );
  return sql`
    with cycles(frequency, unit, n) as (values ${cycles}),
    live as (
      select s.id, s.start_date + ${FIRST_DELIVERY_DAYS}::int as first,
        coalesce(c.unit, ${fallback.unit}) as unit, coalesce(c.n, ${fallback.count}::int) as n,
        s.status, s.pause_type, s.paused_until, s.plan_key, s.pending_plan_key, s.plan_change_from, s.special_dates,
        s.delivery_weekday
      from ${subscriptions} s left join cycles c on c.frequency = s.frequency
      where s.status in ('active', 'paused') and s.start_date is not null ${only}
    ),
    regular as (
      select l.id, k.d, '' as special_date_type, l.plan_key, l.pending_plan_key, l.plan_change_from,
        case when l.delivery_weekday is null then k.d
             else k.d + ((l.delivery_weekday - extract(dow from k.d)::int + 7) % 7) end as on_day
      from live l
      cross join lateral (
        select case when l.unit = 'days' then l.first + (i * l.n)
                    else (l.first + make_interval(months => i * l.n))::date end as d
        from generate_series(
          greatest(0, case when l.unit = 'days' then floor((${from}::date - l.first) / l.n::numeric)::int
            else floor(((extract(year from ${from}::date) - extract(year from l.first)) * 12
              + extract(month from ${from}::date) - extract(month from l.first)) / l.n)::int - 1 end),
          case when l.unit = 'days' then floor((${to}::date - l.first) / l.n::numeric)::int
            else floor(((extract(year from ${to}::date) - extract(year from l.first)) * 12
              + extract(month from ${to}::date) - extract(month from l.first)) / l.n)::int + 1 end
        ) as i
      ) k
      where k.d between ${from}::date and ${to}::date
        and not (l.status = 'paused' and (k.d = l.paused_until or (l.pause_type = 'everything' and k.d <= l.paused_until)))
    ),
    special as (
      select distinct on (l.id, (e.value->>'date')::date)
        l.id, (e.value->>'date')::date as d, e.value->>'type' as special_date_type,
        l.plan_key, l.pending_plan_key, l.plan_change_from, (e.value->>'date')::date as on_day
      from live l cross join lateral jsonb_array_elements(l.special_dates) with ordinality as e(value, ord)
      where (e.value->>'date') ~ '^\\d{4}-\\d{2}-\\d{2}$'
        and (e.value->>'date')::date between ${from}::date and ${to}::date
        and not (l.status = 'paused' and l.pause_type = 'everything' and (e.value->>'date')::date <= l.paused_until)
      order by l.id, (e.value->>'date')::date, e.ord
    ),
    due as (select * from regular union all select * from special)
    insert into ${fulfilmentOrders} (subscription_id, slot_date, delivery_date, special_date_type, plan_key)
    select id, d, on_day, special_date_type,
      case when pending_plan_key is not null and plan_change_from is not null and d >= plan_change_from
           then pending_plan_key else plan_key end
    from due
    on conflict (subscription_id, slot_date, special_date_type) do nothing
    returning id`;
}
