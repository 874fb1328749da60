DROP INDEX "fulfilment_orders_delivery_unique";--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ALTER COLUMN "status" SET DEFAULT 'scheduled';--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "allocated_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "allocated_gst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "refund_payment_id" integer;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_weekday" integer;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD CONSTRAINT "fulfilment_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD CONSTRAINT "fulfilment_orders_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every order made so far is a delivery on its own schedule date, locked when it was made.
UPDATE "fulfilment_orders" SET "slot_date" = "delivery_date", "locked_at" = "created_at";--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ALTER COLUMN "slot_date" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_orders_slot_unique" ON "fulfilment_orders" USING btree ("subscription_id","slot_date","special_date_type");--> statement-breakpoint
CREATE INDEX "fulfilment_orders_subscription_idx" ON "fulfilment_orders" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE INDEX "fulfilment_orders_payment_idx" ON "fulfilment_orders" USING btree ("payment_id");--> statement-breakpoint
-- Backfill (ADR 0018): every succeeded charge pays the deliveries it bought, each given its part.
-- A charge whose period starts on P pays the plan's deliveries-per-charge regular deliveries from the
-- first one dated on or after P + 10 days (the first box is due 10 days after payment; a pause moved
-- the next charge on by a cycle, so the delivery it skipped is paid by none); the first charge also
-- pays its special-date add-ons at their price. The plan part is shared equally, earliest first for
-- the odd cents; the GST in proportion to each part, by largest remainder: the parts add up exactly.
WITH cycles(frequency, unit, n, per_year) AS (
  VALUES ('weekly', 'days', 7, 52), ('fortnightly', 'days', 14, 26), ('monthly', 'months', 1, 12), ('quarterly', 'months', 3, 4)
),
paid AS (
  SELECT p.id AS payment_id, p.subscription_id, p.kind, p.amount_cents, p.gst_cents,
    COALESCE(p.period_start, (p.created_at AT TIME ZONE 'Australia/Sydney')::date) + 10 AS target,
    s.start_date + 10 AS first, COALESCE(c.unit, 'days') AS unit, COALESCE(c.n, 14) AS n,
    CASE WHEN s.billing_interval = 'annual' THEN COALESCE(c.per_year, 26) ELSE 1 END AS per_charge,
    s.special_dates, s.plan_key, s.pending_plan_key, s.plan_change_from
  FROM "payments" p
  JOIN "subscriptions" s ON s.id = p.subscription_id
  LEFT JOIN cycles c ON c.frequency = s.frequency
  WHERE p.status = 'succeeded' AND p.kind IN ('initial', 'renewal') AND p.amount_cents > 0 AND s.start_date IS NOT NULL
),
add_ons AS (
  SELECT pd.payment_id, pd.subscription_id, (e.value->>'date')::date AS d,
    (array_agg(e.value->>'type' ORDER BY e.ord))[1] AS special_date_type,
    sum(COALESCE((e.value->>'priceCents')::int, 0))::int AS price, min(e.ord) AS ord
  FROM paid pd CROSS JOIN LATERAL jsonb_array_elements(pd.special_dates) WITH ORDINALITY AS e(value, ord)
  WHERE pd.kind = 'initial' AND (e.value->>'date') ~ '^\d{4}-\d{2}-\d{2}$'
  GROUP BY pd.payment_id, pd.subscription_id, (e.value->>'date')::date
),
plan_part AS (
  SELECT pd.*, pd.amount_cents - COALESCE((SELECT sum(a.price) FROM add_ons a WHERE a.payment_id = pd.payment_id), 0)::int AS plan_cents
  FROM paid pd
),
regular AS (
  SELECT pp.payment_id, pp.subscription_id, pp.amount_cents, pp.gst_cents, k.d, ''::text AS special_date_type,
    CASE WHEN pp.pending_plan_key IS NOT NULL AND pp.plan_change_from IS NOT NULL AND k.d >= pp.plan_change_from
         THEN pp.pending_plan_key ELSE pp.plan_key END AS plan_key,
    row_number() OVER (PARTITION BY pp.payment_id ORDER BY k.d) AS ordinal, pp.plan_cents, pp.per_charge
  FROM plan_part pp
  CROSS JOIN LATERAL (
    SELECT x.d FROM (
      SELECT CASE WHEN pp.unit = 'days' THEN pp.first + i * pp.n ELSE (pp.first + make_interval(months => i * pp.n))::date END AS d
      FROM generate_series(
        greatest(0, CASE WHEN pp.unit = 'days' THEN floor((pp.target - pp.first) / pp.n::numeric)::int
          ELSE floor(((extract(year FROM pp.target) - extract(year FROM pp.first)) * 12
            + extract(month FROM pp.target) - extract(month FROM pp.first)) / pp.n)::int - 1 END),
        greatest(0, CASE WHEN pp.unit = 'days' THEN floor((pp.target - pp.first) / pp.n::numeric)::int
          ELSE floor(((extract(year FROM pp.target) - extract(year FROM pp.first)) * 12
            + extract(month FROM pp.target) - extract(month FROM pp.first)) / pp.n)::int - 1 END) + pp.per_charge + 2
      ) AS i
    ) x WHERE x.d >= pp.target ORDER BY x.d LIMIT pp.per_charge
  ) k
),
parts AS (
  SELECT r.payment_id, r.subscription_id, r.amount_cents, r.gst_cents, r.d, r.special_date_type, r.plan_key, r.ordinal,
    (r.plan_cents / r.per_charge + CASE WHEN r.ordinal <= r.plan_cents % r.per_charge THEN 1 ELSE 0 END)::int AS cents
  FROM regular r
  UNION ALL
  SELECT a.payment_id, a.subscription_id, pd.amount_cents, pd.gst_cents, a.d, a.special_date_type,
    CASE WHEN pd.pending_plan_key IS NOT NULL AND pd.plan_change_from IS NOT NULL AND a.d >= pd.plan_change_from
         THEN pd.pending_plan_key ELSE pd.plan_key END, 100000 + a.ord, a.price
  FROM add_ons a JOIN paid pd ON pd.payment_id = a.payment_id
),
gst AS (
  SELECT pa.*, (pa.gst_cents::bigint * pa.cents / nullif(pa.amount_cents, 0))::int AS gst_floor,
    (pa.gst_cents::bigint * pa.cents % nullif(pa.amount_cents, 0)) AS gst_rem
  FROM parts pa
),
ranked AS (
  SELECT g.*, g.gst_cents - sum(g.gst_floor) OVER (PARTITION BY g.payment_id) AS gst_left,
    row_number() OVER (PARTITION BY g.payment_id ORDER BY g.gst_rem DESC, g.ordinal) AS gst_rank
  FROM gst g
)
INSERT INTO "fulfilment_orders" (subscription_id, delivery_date, slot_date, special_date_type, plan_key, status,
  payment_id, allocated_cents, allocated_gst_cents)
SELECT subscription_id, d, d, special_date_type, plan_key, 'scheduled', payment_id, cents,
  gst_floor + CASE WHEN gst_rank <= gst_left THEN 1 ELSE 0 END
FROM ranked
ON CONFLICT (subscription_id, slot_date, special_date_type) DO UPDATE
  SET payment_id = excluded.payment_id, allocated_cents = excluded.allocated_cents,
    allocated_gst_cents = excluded.allocated_gst_cents
  WHERE "fulfilment_orders".payment_id IS NULL;--> statement-breakpoint
-- A pause made before the ledger skipped its delivery by date: that delivery is now a skipped row.
INSERT INTO "fulfilment_orders" (subscription_id, delivery_date, slot_date, special_date_type, plan_key, status)
SELECT s.id, s.paused_until, s.paused_until, '', s.plan_key, 'skipped'
FROM "subscriptions" s
WHERE s.status = 'paused' AND s.paused_until IS NOT NULL
ON CONFLICT (subscription_id, slot_date, special_date_type) DO UPDATE SET status = 'skipped'
  WHERE "fulfilment_orders".status = 'scheduled' AND "fulfilment_orders".payment_id IS NULL;