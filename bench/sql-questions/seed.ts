// The scorer's shop (`npm run score:sql-questions`): a few hundred buyers, recipients, subscriptions,
// payments, ledger deliveries, vendors and statements, made set-based (INSERT … SELECT generate_series)
// on a database the app's own migrations made. Deterministic: every choice is a fixed arithmetic hash
// of the row number, and every date is counted from `today` (the shop's day in Sydney), so "last month",
// "next 30 days" and "this year" always find rows.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { rowsOf } from "../../src/server/db/rows";
import { type IsoDate, isIsoDate } from "../../src/shared/domain/dates";
import { RECIPIENT_PLACES } from "../fulfilment-seed";

export const SEED_SIZES = { customers: 150, vendors: 16, recipients: 230, subscriptions: 220 } as const;

/** A fixed pseudo-random number in 0..999 for row `x` and salt `s` (the first 28 bits of an MD5). */
const h = (x: string, s: number) => `((('x' || substr(md5((${x})::text || ':${s}'), 1, 7))::bit(28)::int) % 1000)`;

const FIRST = [
  "Olivia",
  "Jack",
  "Mia",
  "Noah",
  "Charlotte",
  "Leo",
  "Amelia",
  "Oliver",
  "Isla",
  "William",
  "Ava",
  "Henry",
  "Grace",
  "Lucas",
  "Chloe",
  "Thomas",
  "Zoe",
  "James",
  "Ruby",
  "Ethan",
  "Sophie",
  "Lachlan",
  "Harper",
  "Liam",
];
const LAST = [
  "Nguyen",
  "Smith",
  "Wilson",
  "Brown",
  "Taylor",
  "Kelly",
  "Martin",
  "Anderson",
  "Chen",
  "White",
  "Walker",
  "Harris",
  "Lee",
  "Ryan",
  "Thompson",
  "Murphy",
  "Patel",
  "Singh",
  "Jones",
  "Campbell",
  "Kaur",
  "Wu",
];
const RELATIONSHIPS = [
  "partner",
  "wife",
  "husband",
  "friend",
  "parent",
  "sibling",
  "grandparent",
  "colleague",
  "child",
  "girlfriend",
  "boyfriend",
  "client",
  "teacher",
  "neighbour",
  "boss",
  "other",
];
const PLANS = ["in-bloom", "unwind-edit", "stay-in-stay-close", "moments-to-savour", "the-lucky-dip"];
const METHODS = ["Visa •••• 4242", "Mastercard •••• 5100", "Afterpay", "Apple Pay", "Card (Stripe)", "Visa •••• 1881"];
const BUSINESS = ["florist", "bakery", "wellness studio", "gift shop", "chocolatier", "candle maker"];

const arr = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
/** A place number 1..N from a hash 0..999, geometrically skewed (place k+1 is `ratio` as likely as place k). */
const skewed = (hash: string, ratio: number) =>
  `1 + least(${RECIPIENT_PLACES.length - 1}, floor(ln(1 - ${hash} / 1000.0) / ln(${ratio})))::int`;
/** One of `values`, chosen by hash. */
const pick = (values: readonly string[], x: string, s: number) => `(${arr(values)})[${h(x, s)} % ${values.length} + 1]`;

export async function seedShop(db: Db, today: IsoDate): Promise<Record<string, number>> {
  if (!isIsoDate(today)) throw new Error(`not a date: ${today}`);
  const T = `'${today}'::date`;
  /** A Sydney wall-clock moment `days` after today at `hour`, as timestamptz. */
  const at = (dateExpr: string, hourExpr: string) =>
    `((${dateExpr})::timestamp + make_interval(hours => (${hourExpr})::int, mins => 7)) at time zone 'Australia/Sydney'`;
  const places = RECIPIENT_PLACES.map((p) => `('${p.postcode}', '${p.suburb}', '${p.state}')`).join(", ");
  const { customers, vendors, recipients, subscriptions } = SEED_SIZES;
  const vendorUser0 = 1 + customers; // users: 1 admin, 2..151 customers, 152.. vendors

  const statements = [
    `create temporary table seed_places (k serial, postcode text, suburb text, state text)`,
    `insert into seed_places (postcode, suburb, state) values ${places}`,
    // Users: one admin, the customers (some without a postcode), the vendors' logins.
    `insert into users (id, email, username, password_hash, role, full_name, state, postcode, suburb, created_at)
     values (1, 'admin@forgetmenot.test', 'admin', 'not-a-hash', 'admin', 'Shop Admin', 'NSW', '2000', 'Sydney', ${at(`${T} - 800`, "9")})`,
    `insert into users (id, email, username, password_hash, role, full_name, state, postcode, suburb, created_at)
     select i, 'buyer' || i || '@example.com', 'buyer' || i, 'not-a-hash', 'customer',
       ${pick(FIRST, "i", 1)} || ' ' || ${pick(LAST, "i", 2)}, p.state,
       case when i % 17 = 0 then null else p.postcode end, p.suburb,
       ${at(`${T} - (30 + ${h("i", 3)} * 7 / 10)`, `${h("i", 4)} % 24`)}
     from generate_series(2, ${customers + 1}) i
     join seed_places p on p.k = ${skewed(h("i", 5), 0.82)}`,
    `insert into users (id, email, username, password_hash, role, full_name, state, postcode, created_at)
     select ${vendorUser0} + v, 'vendor' || v || '@example.com', 'vendor' || v, 'not-a-hash', 'vendor',
       'Vendor Owner ' || v, p.state, p.postcode, ${at(`${T} - 700 + v * 40`, "10")}
     from generate_series(1, ${vendors}) v join seed_places p on p.k = 1 + (v * 5) % ${RECIPIENT_PLACES.length}`,
    // Vendors: 11 approved (3 of them idle lately), 2 pending, 2 rejected, 1 suspended.
    `insert into suppliers (id, user_id, name, contact_name, email, phone, address, city, suburb, state, zip_code,
       business_type, service_area, service_postcodes, categories, status, reviewed_at, created_at, gst_registered, abn)
     select v, ${vendorUser0} + v, p.suburb || ' ' || ${pick(["Blooms", "Pantry", "Gifts", "Petals", "Treats", "Co."], "v", 6)},
       'Vendor Owner ' || v, 'vendor' || v || '@example.com', '0400 000 0' || lpad(v::text, 2, '0'), v || ' Market Lane',
       p.suburb, p.suburb, p.state, p.postcode, ${pick(BUSINESS, "v", 7)}, p.suburb || ' and surrounds',
       jsonb_build_array(p.postcode),
       case when v % 3 = 0 then '["florist"]'::jsonb when v % 3 = 1 then '["gourmet","self care"]'::jsonb
         else '["florist","pleasure"]'::jsonb end,
       (case when v <= 11 then 'approved' when v <= 13 then 'pending' when v <= 15 then 'rejected' else 'suspended' end)::supplier_status,
       case when v <= 11 or v >= 14 then ${at(`${T} - 680 + v * 40`, "11")} end,
       ${at(`${T} - 700 + v * 40`, "10")},
       v % 2 = 0 or v = 13, case when v % 4 = 0 or v = 13 then null when v % 2 = 0 then '51 824 753 5' || lpad(v::text, 2, '0') end
     from generate_series(1, ${vendors}) v join seed_places p on p.k = 1 + (v * 5) % ${RECIPIENT_PLACES.length}`,
    // Vendors' own boxes, some retired.
    `insert into gift_boxes (slug, name, description, price_cents, image_url, category, frequency, supplier_id, is_active, featured_rank)
     select 'vendor-box-' || b, 'Vendor Box ' || b, 'A box made by a vendor', 5900 + b * 300, '/images/box.jpg',
       (array['flowers', 'food', 'wellness', 'pleasure', 'luxury', 'home'])[b % 6 + 1], 'monthly',
       1 + (b * 7) % 11, b % 5 <> 0, 100 + b
     from generate_series(1, 18) b`,
    // Recipients: customers 2..111 have one each, some of them more; 112..151 none. Birthdays spread over the year.
    `insert into recipient_profiles (id, user_id, name, relationship, email, street_number, street_name, suburb, state,
       postcode, birthday, anniversary, gift_categories, created_at, archived_at)
     select i, case when i <= 110 then i + 1 else 2 + ${h("i", 8)} % 70 end,
       ${pick(FIRST, "i", 9)} || ' ' || ${pick(LAST, "i", 10)}, ${pick(RELATIONSHIPS, "i", 11)},
       'recipient' || i || '@example.com', (i % 90 + 1)::text, 'Garden Street', p.suburb, p.state, p.postcode,
       case when i % 11 = 0 then null when i = 57 then '1988-02-29'::date
         when i % 7 = 0 then (${T} + (i % 30) - make_interval(years => 25 + i % 30))::date
         else make_date(1950 + ${h("i", 12)} % 50, 1 + ${h("i", 13)} % 12, 1 + ${h("i", 14)} % 28) end,
       case when i % 4 = 0 then make_date(2000 + i % 20, 1 + ${h("i", 15)} % 12, 1 + i % 28) end,
       ${pick(PLANS, "i", 16)}, ${at(`${T} - (20 + ${h("i", 17)} * 6 / 10)`, "12")},
       case when i % 29 = 0 then ${at(`${T} - 5`, "12")} end
     from generate_series(1, ${recipients}) i
     join seed_places p on p.k = ${skewed(h("i", 18), 0.78)}`,
    // Subscriptions 1..200 on recipients 1..200 (60% active, 15% paused, 25% cancelled); 201..220 unpaid drafts.
    `create temporary table seed_subs as
     select i, case when i > 200 then 'draft' when i % 20 < 12 then 'active' when i % 20 < 15 then 'paused' else 'cancelled' end as status,
       (array['weekly', 'fortnightly', 'monthly', 'quarterly'])[${h("i", 19)} % 4 + 1] as frequency,
       case when i % 4 = 1 then 'annual' else 'pay-as-you-go' end as billing,
       -- Cancelled ones started earlier (150 to 750 days ago), so cancellations fall last year and this year.
       ${T} - case when i <= 200 and i % 20 >= 15 then 150 + ${h("i", 20)} * 60 / 100 else ${h("i", 20)} * 52 / 100 end as start_date
     from generate_series(1, ${subscriptions}) i`,
    `alter table seed_subs add column step int, add column ends date, add column cancelled date`,
    `update seed_subs set step = case frequency when 'weekly' then 7 when 'fortnightly' then 14 when 'monthly' then 30 else 91 end`,
    `update seed_subs set cancelled = least(start_date + 1 + (${h("i", 21)} * greatest(${T} - start_date - 1, 1) / 1000), ${T} - 1) where status = 'cancelled'`,
    `update seed_subs set ends = coalesce(cancelled, ${T} + 75)`,
    `insert into subscriptions (id, user_id, recipient_profile_id, gift_box_id, plan_key, status, pause_type, paused_until,
       frequency, billing_interval, start_date, next_delivery_date, next_billing_date, amount_cents, add_on_cents,
       payment_method_label, payment_provider, cancelled_at, created_at, updated_at, deliveries_completed)
     select s.i, r.user_id, s.i, case when s.i % 9 = 0 then 1 + s.i % 13 end,
       case when s.i % 9 = 0 then null when s.i % 23 = 0 then 'lucky-dip' else ${pick(PLANS, "s.i", 22)} end,
       s.status, case when s.status = 'paused' then 'regular' end,
       case when s.status = 'paused' then ${T} + ${h("s.i", 23)} % 40 end,
       s.frequency, s.billing, s.start_date,
       case when s.status in ('active', 'paused') then ${T} + (${h("s.i", 24)} % s.step) end,
       case when s.status = 'active' and s.billing = 'annual' then s.start_date + 365 * (1 + (${T} - s.start_date) / 365)
            when s.status = 'active' then ${T} + (${h("s.i", 24)} % s.step) - 2 end,
       case when s.billing = 'annual' then (case s.frequency when 'weekly' then 52 when 'fortnightly' then 26
         when 'monthly' then 12 else 4 end) * 7900 else 6900 + (${h("s.i", 25)} % 4) * 1000 end,
       case when s.i % 10 = 3 then 1500 else 0 end,
       ${pick(METHODS, "s.i", 26)}, 'test',
       case when s.status = 'cancelled' then ${at("s.cancelled", `${h("s.i", 27)} % 24`)} end,
       ${at("s.start_date", `${h("s.i", 28)} % 24`)}, ${at("s.start_date", "23")}, 0
     from seed_subs s join recipient_profiles r on r.id = s.i`,
    // Payments: the first charge, then one per cycle (pay-as-you-go) or per year (annual) up to today or the
    // cancellation; one charge in 14 failed once before it succeeded; drafts' checkouts failed.
    `create temporary table seed_charges as
     select s.i, s.billing, n, case when s.billing = 'annual' then s.start_date + 365 * n else s.start_date + s.step * n end as day
     from seed_subs s, generate_series(0, 120) n
     where s.status <> 'draft'
       and (case when s.billing = 'annual' then s.start_date + 365 * n else s.start_date + s.step * n end) <= least(${T}, s.ends)`,
    `insert into payments (user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents,
       period_start, failure_message, created_at)
     select sub.user_id, c.i, 'test', 'seed-fail-' || c.i || '-' || c.n, case when c.n = 0 then 'initial' else 'renewal' end,
       'failed', sub.amount_cents, round(sub.amount_cents / 11.0),
       c.day, ${pick(["Your card was declined.", "Your card has insufficient funds.", "Your card has expired."], "c.i + c.n", 29)},
       ${at("c.day", `${h("c.i * 131 + c.n", 30)} % 20`)} - interval '1 day'
     from seed_charges c join subscriptions sub on sub.id = c.i
     where ${h("c.i * 131 + c.n", 31)} % 14 = 0`,
    `insert into payments (user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents,
       period_start, created_at)
     select sub.user_id, c.i, 'test', 'seed-pay-' || c.i || '-' || c.n, case when c.n = 0 then 'initial' else 'renewal' end,
       'succeeded', sub.amount_cents + case when c.n = 0 then sub.add_on_cents else 0 end,
       round((sub.amount_cents + case when c.n = 0 then sub.add_on_cents else 0 end) / 11.0),
       c.day, ${at("c.day", `${h("c.i * 131 + c.n", 32)} % 24`)}
     from seed_charges c join subscriptions sub on sub.id = c.i`,
    `insert into payments (user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents,
       failure_message, created_at)
     select sub.user_id, sub.id, 'test', 'seed-draft-' || sub.id, 'initial', 'failed', sub.amount_cents,
       round(sub.amount_cents / 11.0), 'Your card was declined.', ${at(`${T} - (sub.id - 200) * 3`, "14")}
     from subscriptions sub where sub.status = 'draft' and sub.id % 2 = 0`,
    // Refunds: one charge in 16, in full or half, three days later (negative amounts, as the ledger records them).
    `insert into payments (user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents,
       refund_of, created_at)
     select p.user_id, p.subscription_id, 'test', 're_' || p.id, 'refund', 'succeeded',
       -(case when p.id % 3 = 0 then p.amount_cents / 2 else p.amount_cents end),
       -round((case when p.id % 3 = 0 then p.amount_cents / 2 else p.amount_cents end) / 11.0), p.id,
       least(p.created_at + interval '3 days', now() - interval '1 hour')
     from payments p where p.status = 'succeeded' and p.kind <> 'refund' and ${h("p.id", 33)} % 16 = 0`,
    // Ledger: a slot every cycle from the start to the cancellation or today + 75 days.
    `create temporary table seed_slots as
     select s.i, s.status, s.cancelled, s.start_date + s.step * n as day, n
     from seed_subs s, generate_series(0, 120) n
     where s.status <> 'draft' and s.start_date + s.step * n <= ${T} + 75`,
    `insert into fulfilment_orders (subscription_id, supplier_id, delivery_date, slot_date, status, plan_key, cost_cents,
       dispatch_date, courier, tracking_number, delivered_at, locked_at, date_ordered, created_at)
     select x.i, case when x.st in ('scheduled', 'skipped', 'withdrawn') then null
                      when x.st = 'to_order' and ${h("x.i * 7 + x.n", 34)} % 4 = 0 then null
                      when x.day < ${T} - 90 then 1 + (${h("x.i * 7 + x.n", 35)} % 10)
                      else 1 + (${h("x.i", 35)} % 8) end,
       x.day, x.day, x.st, coalesce(sub.plan_key, 'the-lucky-dip'),
       case when x.st in ('delivered', 'shipped', 'refunded') then 4200 + (${h("x.i * 7 + x.n", 36)} % 5) * 500 end,
       case when x.st in ('delivered', 'shipped') then x.day - 1 + (case when ${h("x.i * 7 + x.n", 37)} % 7 = 0 then 2 else 0 end) end,
       case when x.st in ('delivered', 'shipped') then ${pick(["Australia Post", "Sendle", "CouriersPlease"], "x.i", 38)} end,
       case when x.st in ('delivered', 'shipped') then 'TRK' || x.i || 'N' || x.n end,
       case when x.st = 'delivered' then ${at("x.day", "15")} end,
       case when x.st not in ('scheduled', 'skipped', 'withdrawn') then ${at("x.day - 3", "6")} end,
       case when x.st not in ('scheduled', 'skipped', 'withdrawn', 'to_order') then x.day - 3 end,
       ${at("x.day - 20", "6")}
     from (
       select sl.*, case
         when sl.cancelled is not null and sl.day > sl.cancelled then 'withdrawn'
         when sl.day < ${T} - 25 then case when ${h("sl.i * 7 + sl.n", 39)} % 30 = 0 then 'refunded'
                                          when ${h("sl.i * 7 + sl.n", 39)} % 30 = 1 then 'skipped' else 'delivered' end
         when sl.day < ${T} then (array['delivered', 'delivered', 'delivered', 'delivered', 'skipped', 'shipped', 'shipped',
                                        'to_order', 'ordered', 'dispatch_scheduled'])[${h("sl.i * 7 + sl.n", 40)} % 10 + 1]
         when sl.day <= ${T} + 4 then (array['to_order', 'to_order', 'ordered', 'dispatch_scheduled', 'skipped'])[${h("sl.i * 7 + sl.n", 41)} % 5 + 1]
         when sl.status = 'paused' and ${h("sl.i * 7 + sl.n", 42)} % 3 = 0 then 'skipped'
         else 'scheduled' end as st
       from seed_slots sl
     ) x join subscriptions sub on sub.id = x.i`,
    // Special-date add-ons: birthdays, anniversaries and Valentine's Day, some on a regular delivery's day,
    // paid with the subscription's latest charge before them.
    // A delivered add-on has its delivery confirmed, as the app records every delivered order (delivered_at).
    `insert into fulfilment_orders (subscription_id, supplier_id, delivery_date, slot_date, special_date_type, status,
       plan_key, allocated_cents, allocated_gst_cents, payment_id, cost_cents, delivered_at, created_at)
     select sd.i, case when sd.day >= ${T} and sd.i % 5 = 0 then null when sd.day < ${T} + 5 then 1 + (${h("sd.i", 35)} % 8) end, sd.day, sd.day, sd.kind,
       case when sd.day < ${T} then 'delivered' when sd.day <= ${T} + 4 then 'to_order' else 'scheduled' end,
       coalesce(sub.plan_key, 'the-lucky-dip'), 1500, 136,
       (select p.id from payments p where p.subscription_id = sd.i and p.status = 'succeeded' and p.kind <> 'refund'
          order by p.created_at desc limit 1),
       case when sd.day < ${T} then 1200 end, case when sd.day < ${T} then ${at("sd.day", "15")} end,
       ${at("sd.day - 30", "8")}
     from (
       select s.i, (array['birthday', 'anniversary', 'valentines'])[s.i % 3 + 1] as kind,
         case when s.i % 6 = 0 then (select min(sl.day) from seed_slots sl where sl.i = s.i and sl.day >= ${T})
              else ${T} - 200 + ${h("s.i", 43)} * 280 / 1000 end as day
       from seed_subs s where s.status in ('active', 'paused') and s.i % 3 <> 2
     ) sd join subscriptions sub on sub.id = sd.i
     where sd.day is not null`,
    // Offers: every locked order was offered; those with a vendor accepted it, the unassigned ones were
    // declined (with a reason) and left unassigned.
    `update fulfilment_orders set accept_by = locked_at + interval '24 hours',
       accepted_at = case when supplier_id is not null then locked_at + interval '5 hours' end
     where locked_at is not null`,
    `insert into fulfilment_order_events (order_id, kind, supplier_id, actor_user_id, reason, accept_by, created_at)
     select f.id, e.kind, case when e.kind <> 'unassigned' then coalesce(f.supplier_id, 1 + (${h("f.id", 44)} % 8)) end,
       case when e.kind in ('accepted', 'declined') then ${vendorUser0} + coalesce(f.supplier_id, 1 + (${h("f.id", 44)} % 8)) end,
       case when e.kind = 'declined' then ${pick(["fully_booked", "closed", "out_of_area", "cannot_source", "other"], "f.id", 45)}
            when e.kind = 'unassigned' then 'declined' end,
       case when e.kind = 'offered' then f.locked_at + interval '24 hours' end, f.locked_at + e.after
     from fulfilment_orders f
     cross join lateral (values ('offered', interval '0 hours'), ('accepted', interval '5 hours'),
       ('declined', interval '6 hours'), ('unassigned', interval '6 hours')) e(kind, after)
     where f.locked_at is not null
       and (e.kind = 'offered' or (e.kind = 'accepted' and f.supplier_id is not null)
            or (e.kind in ('declined', 'unassigned') and f.supplier_id is null))`,
    // Statements: a month per vendor with delivered orders; paid up to two months ago, last month approved, this month open.
    `insert into vendor_statements (supplier_id, month, state, orders_cents, adjustments_cents, total_cents, gst_cents,
       gst_registered, abn, approved_at, paid_at, payment_reference, created_at)
     select m.supplier_id, m.month,
       (case when m.month_start >= date_trunc('month', ${T}) then 'open'
             when m.month_start >= date_trunc('month', ${T}) - interval '1 month' then 'approved' else 'paid' end)::payout_state,
       m.cost, 0, m.cost, case when sup.gst_registered then round(m.cost / 11.0) else 0 end, sup.gst_registered, sup.abn,
       case when m.month_start < date_trunc('month', ${T}) then ${at("(m.month_start + interval '1 month')::date + 3", "10")} end,
       case when m.month_start < date_trunc('month', ${T}) - interval '1 month' then ${at("(m.month_start + interval '1 month')::date + 10", "10")} end,
       case when m.month_start < date_trunc('month', ${T}) - interval '1 month' then 'EFT-' || m.supplier_id || '-' || m.month end,
       ${at("(m.month_start + interval '1 month')::date", "1")}
     from (
       select f.supplier_id, to_char(f.delivery_date, 'YYYY-MM') as month, date_trunc('month', f.delivery_date) as month_start,
         sum(f.cost_cents)::int as cost
       from fulfilment_orders f where f.status = 'delivered' and f.supplier_id is not null and f.delivery_date < ${T}
       group by 1, 2, 3
     ) m join suppliers sup on sup.id = m.supplier_id`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
    for (const table of ["users", "recipient_profiles", "subscriptions", "suppliers", "gift_boxes", "payments"])
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
  });
  await db.execute(sql`analyze`);
  const counts: Record<string, number> = {};
  for (const table of [
    "users",
    "recipient_profiles",
    "subscriptions",
    "payments",
    "fulfilment_orders",
    "suppliers",
    "vendor_statements",
    "gift_boxes",
    "fulfilment_order_events",
  ]) {
    counts[table] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  }
  return counts;
}
