// The fulfilment bench's payments and ledger (ADR 0018): what the seeded subscriptions have paid for,
// made set-based as the rest of the seed. Only paid deliveries become orders, so without these rows
// generation would make none.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/server/db/client";
import { rowsOf } from "../src/server/db/rows";
import type { IsoDate } from "../src/shared/domain/dates";

/**
 * For each subscription with an id in (`fromId`, `toId`], pay-as-you-go (one regular delivery a
 * charge), as a shop running for a year has them where generation looks:
 * - its first payment (on its start date): regular delivery 0 and every add-on it bought, two on one
 *   day being one delivery at both prices; a delivery already past was delivered, by one of
 *   `vendorIds` (as a shop's past orders have vendors: the planner's statistics see them);
 * - one renewal for each regular delivery k in the window [`from`, `to`] whose charge date
 *   (start + k cycles) is on or before `today`: that delivery is paid; the window's later ones are not
 *   charged yet, so generation writes them `scheduled` without a payment and does not make them orders.
 * Regular delivery k is on `start + 10 days + k cycles`, as the schedule has it; a plan change saved
 * for later applies from its date. Each payment's GST is one eleventh, and its parts (and their GST,
 * by largest remainder, earliest first on a tie) add up to it exactly, as `allocation.ts` shares them.
 * Left out: the renewals and deliveries between the first and the window (generation never reads
 * them) and the subscriptions' next charge dates.
 */
export async function seedLedger(
  tx: DbOrTx,
  scope: { fromId: number; toId: number; from: IsoDate; to: IsoDate; vendorIds: number[] },
): Promise<{ payments: number; deliveries: number }> {
  const { fromId, toId, from, to, vendorIds } = scope;
  const today = from;
  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await tx.execute(query))[0]!.n;
  const paymentBase = await count(sql`select coalesce(max(id), 0)::int as n from payments`);
  // Months between two dates' calendar months (the schedule's month arithmetic), for the k near the window.
  const monthsBetween = (a: string, b: string) =>
    sql.raw(
      `((extract(year from ${a}) - extract(year from ${b})) * 12 + extract(month from ${a}) - extract(month from ${b}))::int`,
    );
  await tx.execute(sql`
    create temporary table bench_parts on commit drop as
    with subs as (
      select s.id, s.user_id, s.start_date, s.amount_cents, s.special_dates, s.plan_key, s.pending_plan_key,
        s.plan_change_from, s.start_date + 10 as first,
        case s.frequency when 'weekly' then 7 when 'fortnightly' then 14 else 0 end as days,
        case s.frequency when 'monthly' then 1 when 'quarterly' then 3 else 0 end as months
      from subscriptions s where s.id > ${fromId}::int and s.id <= ${toId}::int
    ),
    slot as (
      select s.*, k.k,
        case when s.days > 0 then s.first + k.k * s.days
             else (s.first + make_interval(months => k.k * s.months))::date end as d,
        case when s.days > 0 then s.start_date + k.k * s.days
             else (s.start_date + make_interval(months => k.k * s.months))::date end as charged
      from subs s cross join lateral (
        select 0 as k
        union
        select generate_series(
          greatest(0, case when s.days > 0 then (${from}::date - s.first) / s.days
            else ${monthsBetween(`'${from}'::date`, "s.first")} / s.months - 1 end),
          greatest(0, case when s.days > 0 then (${to}::date - s.first) / s.days
            else ${monthsBetween(`'${to}'::date`, "s.first")} / s.months + 1 end))
      ) k
    ),
    parts as (
      select id as subscription_id, user_id, k as charge, d, '' as t, plan_key, pending_plan_key, plan_change_from,
        amount_cents as cents, 0::bigint as ord, charged as period_start
      from slot where k = 0 or (d between ${from}::date and ${to}::date and charged <= ${today}::date)
      union all
      select s.id, s.user_id, 0, (e.v->>'date')::date, (array_agg(e.v->>'type' order by e.ord))[1], s.plan_key,
        s.pending_plan_key, s.plan_change_from, sum((e.v->>'priceCents')::int)::int,
        row_number() over (partition by s.id order by (e.v->>'date')::date), s.start_date
      from subs s cross join lateral jsonb_array_elements(s.special_dates) with ordinality e(v, ord)
      group by s.id, s.user_id, s.plan_key, s.pending_plan_key, s.plan_change_from, s.start_date, (e.v->>'date')::date
    )
    select ${paymentBase}::int + dense_rank() over (order by subscription_id, charge)::int as payment_id, subscription_id,
      user_id, charge, d, t, cents, ord, period_start,
      case when pending_plan_key is not null and plan_change_from is not null and d >= plan_change_from
           then pending_plan_key else plan_key end as plan_key
    from parts`);
  await tx.execute(sql`
    insert into payments (id, user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents,
      gst_cents, period_start, created_at)
    select payment_id, user_id, subscription_id, 'test', 'bench-' || payment_id,
      case when charge = 0 then 'initial' else 'renewal' end, 'succeeded', sum(cents)::int,
      round(sum(cents) / 11.0)::int, min(period_start), min(period_start)::timestamptz
    from bench_parts group by payment_id, user_id, subscription_id, charge`);
  await tx.execute(sql`
    with paid as (select id, amount_cents::bigint as amount, gst_cents::bigint as gst from payments
                  where id > ${paymentBase}::int),
    shared as (
      select b.*, p.gst, p.gst * b.cents / p.amount as gst_floor, p.gst * b.cents % p.amount as remainder
      from bench_parts b join paid p on p.id = b.payment_id
    ),
    ranked as (
      select s.*, s.gst - sum(s.gst_floor) over (partition by s.payment_id) as gst_left,
        row_number() over (partition by s.payment_id order by s.remainder desc, s.ord) as gst_rank
      from shared s
    )
    insert into fulfilment_orders (subscription_id, slot_date, delivery_date, special_date_type, plan_key, status,
      payment_id, allocated_cents, allocated_gst_cents, supplier_id, locked_at, accepted_at, delivered_at, created_at,
      updated_at)
    select subscription_id, d, d, t, plan_key, case when d < ${today}::date then 'delivered' else 'scheduled' end,
      payment_id, cents, (gst_floor + case when gst_rank <= gst_left then 1 else 0 end)::int,
      case when d < ${today}::date
        then (${sql.param(vendorIds)}::int[])[1 + subscription_id % ${vendorIds.length}::int] end,
      case when d < ${today}::date then (d - 3)::timestamptz end,
      case when d < ${today}::date then (d - 3)::timestamptz end,
      case when d < ${today}::date then d::timestamptz end,
      period_start::timestamptz, period_start::timestamptz
    from ranked`);
  return {
    payments: await count(sql`select count(*)::int as n from payments where id > ${paymentBase}::int`),
    deliveries: await count(sql`select count(*)::int as n from bench_parts`),
  };
}
