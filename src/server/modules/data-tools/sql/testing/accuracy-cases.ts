/**
 * English questions and hand-written PostgreSQL answering them on the fixture data (today is 22 Nov
 * 2026 in Sydney). Written independently of the translator: Sydney dates use PostgreSQL's own time
 * zone conversion. `ordered` compares rows in order; otherwise as a set.
 */
export interface AccuracyCase {
  question: string;
  sql: string;
  ordered?: boolean;
}

// A draft is an unpaid checkout, not a subscription: counted only when asked for by name (the
// translator's definition, bench/sql-questions/README.md "Definitions").
const syd = (date: string) => `'${date} 00:00 Australia/Sydney'::timestamptz`;
const SUB_STATE = "subscriptions s join recipient_profiles rp on rp.id = s.recipient_profile_id";
const PAY_SUB = "payments p join subscriptions s on s.id = p.subscription_id";

export const ACCURACY_CASES: AccuracyCase[] = [
  { question: "How many subscriptions are there?", sql: "select count(*) from subscriptions where status <> 'draft'" },
  { question: "How many active subscriptions?", sql: "select count(*) from subscriptions where status = 'active'" },
  {
    question: "How many active subscriptions by state?",
    sql: `select rp.state, count(*) from ${SUB_STATE} where s.status = 'active' group by rp.state`,
  },
  {
    question: "Number of subscriptions per plan",
    sql: "select plan_key, count(*) from subscriptions where status <> 'draft' group by plan_key",
  },
  {
    question: "How many paused or cancelled subscriptions?",
    sql: "select count(*) from subscriptions where status = 'paused' or status = 'cancelled'",
  },
  {
    question: "How many subscriptions were created last month?",
    sql: `select count(*) from subscriptions where created_at >= ${syd("2026-10-01")} and created_at < ${syd("2026-11-01")}`,
  },
  {
    question: "How many subscriptions were created this month?",
    sql: `select count(*) from subscriptions where created_at >= ${syd("2026-11-01")} and created_at < ${syd("2026-12-01")} and status <> 'draft'`,
  },
  {
    question: "Subscriptions created in 2026 by month",
    sql: `select to_char(created_at at time zone 'Australia/Sydney', 'YYYY-MM') as m, count(*) from subscriptions
          where created_at >= ${syd("2026-01-01")} and created_at < ${syd("2027-01-01")} and status <> 'draft' group by m order by m`,
    ordered: true,
  },
  {
    question: "How many subscriptions since March?",
    sql: `select count(*) from subscriptions where created_at >= ${syd("2026-03-01")} and status <> 'draft'`,
  },
  {
    question: "Top 5 gift boxes by subscriptions",
    sql: `select g.name, count(*) as n from subscriptions s join gift_boxes g on g.id = s.gift_box_id
          where s.status <> 'draft' group by g.name order by n desc, g.name limit 5`,
    ordered: true,
  },
  {
    question: "Total amount of active subscriptions",
    sql: "select sum(amount_cents)::numeric / 100 from subscriptions where status = 'active'",
  },
  {
    question: "Average subscription amount by plan",
    sql: "select plan_key, round(avg(amount_cents)::numeric / 100, 2) from subscriptions where status <> 'draft' group by plan_key",
  },
  {
    question: "How many subscriptions in NSW?",
    sql: `select count(*) from ${SUB_STATE} where rp.state = 'NSW'`,
  },
  {
    question: "How many active subscriptions on the In Bloom plan in NSW?",
    sql: `select count(*) from ${SUB_STATE} where rp.state = 'NSW' and s.status = 'active' and s.plan_key = 'in-bloom'`,
  },
  {
    question: "How many subscriptions by status?",
    sql: "select status, count(*) from subscriptions where status <> 'draft' group by status",
  },
  {
    question: "Which state has the most subscriptions?",
    sql: `select rp.state, count(*) as n from ${SUB_STATE} group by rp.state order by n desc, rp.state limit 1`,
    ordered: true,
  },
  {
    question: "How many subscriptions were created in October?",
    sql: `select count(*) from subscriptions where created_at >= ${syd("2026-10-01")} and created_at < ${syd("2026-11-01")}`,
  },
  {
    question: "Latest 3 subscriptions",
    sql: `select id, status, plan_key, frequency, amount_cents::numeric / 100, created_at from subscriptions
          where status <> 'draft' order by created_at desc, id limit 3`,
    ordered: true,
  },
  { question: "How many recipients are there?", sql: "select count(*) from recipient_profiles" },
  { question: "Recipients by state", sql: "select state, count(*) from recipient_profiles group by state" },
  { question: "How many recipients in Victoria?", sql: "select count(*) from recipient_profiles where state = 'VIC'" },
  {
    question: "Recipients by relationship",
    sql: "select relationship, count(*) from recipient_profiles group by relationship",
  },
  {
    question: "How many recipients were added this year?",
    sql: `select count(*) from recipient_profiles where created_at >= ${syd("2026-01-01")} and created_at < ${syd("2027-01-01")}`,
  },
  { question: "How many buyers?", sql: "select count(*) from users where role = 'customer'" },
  { question: "Buyers by state", sql: "select state, count(*) from users where role = 'customer' group by state" },
  {
    question: "How many customers signed up last month?",
    sql: `select count(*) from users where role = 'customer' and created_at >= ${syd("2026-10-01")} and created_at < ${syd("2026-11-01")}`,
  },
  {
    question: "How many buyers joined in 2025?",
    sql: `select count(*) from users where role = 'customer' and created_at >= ${syd("2025-01-01")} and created_at < ${syd("2026-01-01")}`,
  },
  { question: "How many gift boxes are there?", sql: "select count(*) from gift_boxes" },
  { question: "Gift boxes by category", sql: "select category, count(*) from gift_boxes group by category" },
  {
    question: "Average price of gift boxes by category",
    sql: "select category, round(avg(price_cents)::numeric / 100, 2) from gift_boxes group by category",
  },
  {
    question: "Top 3 most expensive gift boxes",
    sql: `select id, name, category, plan_key, price_cents::numeric / 100, is_active from gift_boxes
          order by price_cents desc, id limit 3`,
    ordered: true,
  },
  {
    question: "Cheapest gift boxes in the wellness category",
    sql: `select id, name, category, plan_key, price_cents::numeric / 100, is_active from gift_boxes
          where category = 'wellness' order by price_cents, id`,
    ordered: true,
  },
  {
    question: "How many gift boxes cost more than $100?",
    sql: "select count(*) from gift_boxes where price_cents > 10000",
  },
  {
    question: "Gift boxes by vendor",
    sql: "select sp.name, count(*) from gift_boxes g join suppliers sp on sp.id = g.supplier_id group by sp.name",
  },
  {
    question: "How many active gift boxes on the Moments to Savour plan?",
    sql: "select count(*) from gift_boxes where is_active and plan_key = 'moments-to-savour'",
  },
  { question: "How many vendors are there?", sql: "select count(*) from suppliers" },
  { question: "How many approved vendors?", sql: "select count(*) from suppliers where status = 'approved'" },
  { question: "Vendors by state", sql: "select state, count(*) from suppliers group by state" },
  { question: "Vendors by status", sql: "select status::text, count(*) from suppliers group by status" },
  {
    question: "List pending vendors",
    sql: `select id, name, status::text, state, business_type, created_at from suppliers where status = 'pending' order by id`,
    ordered: true,
  },
  {
    question: "How many approved vendors in NSW?",
    sql: "select count(*) from suppliers where status = 'approved' and state = 'NSW'",
  },
  { question: "How many fulfilment orders?", sql: "select count(*) from fulfilment_orders" },
  { question: "Orders by status", sql: "select status, count(*) from fulfilment_orders group by status" },
  {
    question: "Orders per vendor",
    sql: "select sp.name, count(*) from fulfilment_orders o join suppliers sp on sp.id = o.supplier_id group by sp.name",
  },
  {
    question: "Which vendor has the most orders?",
    sql: `select sp.name, count(*) as n from fulfilment_orders o join suppliers sp on sp.id = o.supplier_id
          group by sp.name order by n desc, sp.name limit 1`,
    ordered: true,
  },
  {
    question: "How many orders were delivered last month?",
    sql: "select count(*) from fulfilment_orders where status = 'delivered' and delivery_date between '2026-10-01' and '2026-10-31'",
  },
  {
    question: "How many orders are due in the next 7 days?",
    sql: "select count(*) from fulfilment_orders where delivery_date between '2026-11-22' and '2026-11-29'",
  },
  {
    question: "Orders by month",
    sql: "select to_char(delivery_date, 'YYYY-MM') as m, count(*) from fulfilment_orders group by m order by m",
    ordered: true,
  },
  {
    question: "Total cost of delivered orders",
    sql: "select sum(cost_cents)::numeric / 100 from fulfilment_orders where status = 'delivered'",
  },
  {
    question: "Orders still to order in NSW",
    sql: `select o.id, o.delivery_date, o.status, o.plan_key, o.cost_cents::numeric / 100 from fulfilment_orders o
          join subscriptions s on s.id = o.subscription_id join recipient_profiles rp on rp.id = s.recipient_profile_id
          where o.status = 'to_order' and rp.state = 'NSW' order by o.id`,
    ordered: true,
  },
  {
    question: "Total revenue",
    sql: "select sum(amount_cents)::numeric / 100 from payments where status = 'succeeded'",
  },
  {
    question: "Revenue by month this year",
    sql: `select to_char(created_at at time zone 'Australia/Sydney', 'YYYY-MM') as m, sum(amount_cents)::numeric / 100
          from payments where status = 'succeeded' and created_at >= ${syd("2026-01-01")} and created_at < ${syd("2027-01-01")}
          group by m order by m`,
    ordered: true,
  },
  {
    question: "Revenue by plan",
    sql: `select s.plan_key, sum(p.amount_cents)::numeric / 100 from ${PAY_SUB} where p.status = 'succeeded' group by s.plan_key`,
  },
  { question: "How many failed payments?", sql: "select count(*) from payments where status = 'failed'" },
  {
    question: "How many renewal payments last month?",
    sql: `select count(*) from payments where kind = 'renewal' and created_at >= ${syd("2026-10-01")} and created_at < ${syd("2026-11-01")}`,
  },
  // Dollars of payments are what was taken: succeeded charges (refunds are asked for as refunds).
  {
    question: "Average payment amount",
    sql: "select round(avg(amount_cents)::numeric / 100, 2) from payments where status = 'succeeded' and kind in ('initial', 'renewal')",
  },
  {
    question: "Payments over $100 in 2026",
    sql: `select id, kind, status, amount_cents::numeric / 100, created_at from payments
          where amount_cents > 10000 and created_at >= ${syd("2026-01-01")} and created_at < ${syd("2027-01-01")} order by id`,
    ordered: true,
  },
  {
    question: "Top 3 plans by revenue",
    sql: `select s.plan_key, sum(p.amount_cents)::numeric / 100 as t from ${PAY_SUB} where p.status = 'succeeded'
          group by s.plan_key order by t desc, s.plan_key limit 3`,
    ordered: true,
  },
  {
    question: "Revenue in Victoria",
    sql: `select sum(p.amount_cents)::numeric / 100 from ${PAY_SUB} join recipient_profiles rp on rp.id = s.recipient_profile_id
          where p.status = 'succeeded' and rp.state = 'VIC'`,
  },
  {
    question: "Top 2 gift boxes by revenue",
    sql: `select g.name, sum(p.amount_cents)::numeric / 100 as t from ${PAY_SUB} join gift_boxes g on g.id = s.gift_box_id
          where p.status = 'succeeded' group by g.name order by t desc, g.name limit 2`,
    ordered: true,
  },
];
