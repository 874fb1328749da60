ALTER TABLE "fulfilment_orders" ADD COLUMN "cost_source" text;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "cost_box_id" integer;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD CONSTRAINT "fulfilment_orders_cost_box_id_gift_boxes_id_fk" FOREIGN KEY ("cost_box_id") REFERENCES "public"."gift_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 17: existing orders' costs were each vendor's cheapest box in the subscribed box's category,
-- not the price of the box the buyer subscribed to. Each order with a vendor is costed again by the
-- rule of PRODUCT.md "Cost of an order" (src/server/modules/fulfilment/order-cost.ts) — unless staff
-- typed its cost. Staff edits were not recorded before, so a cost is taken as routing's pre-fill when
-- it is empty or equals what routing used to pre-fill (the vendor's cheapest active box in the
-- subscribed box's category, or for the plan); any other figure was typed by staff (or predates a
-- price change) and is kept, marked as staff's so routing never overwrites it.
WITH box_plans AS (
  SELECT b.id, b.supplier_id, b.category, b.price_cents, b.is_active,
    CASE b.category WHEN 'flowers' THEN 'in-bloom' WHEN 'wellness' THEN 'unwind-edit'
      WHEN 'pleasure' THEN 'stay-in-stay-close' WHEN 'food' THEN 'moments-to-savour'
      ELSE 'the-lucky-dip' END AS plan
  FROM "gift_boxes" b
),
orders AS (
  SELECT f.id, f.supplier_id, f.cost_cents, g.id AS box_id, g.supplier_id AS box_supplier_id,
    g.price_cents AS box_price_cents, g.category AS box_category,
    COALESCE(CASE f.plan_key WHEN 'lucky-dip' THEN 'the-lucky-dip' ELSE f.plan_key END,
      (SELECT bp.plan FROM box_plans bp WHERE bp.id = g.id)) AS plan
  FROM "fulfilment_orders" f
  JOIN "subscriptions" s ON s.id = f.subscription_id
  LEFT JOIN "gift_boxes" g ON g.id = s.gift_box_id
  WHERE f.supplier_id IS NOT NULL AND f.cost_source IS NULL
),
costed AS (
  SELECT o.id, o.cost_cents,
    (SELECT min(bp.price_cents) FROM box_plans bp
      WHERE bp.supplier_id = o.supplier_id AND bp.is_active AND bp.category = o.box_category) AS old_by_category,
    (SELECT min(bp.price_cents) FROM box_plans bp
      WHERE bp.supplier_id = o.supplier_id AND bp.is_active
        AND (o.plan IS NULL OR o.plan = 'the-lucky-dip' OR bp.plan = o.plan)) AS old_by_plan,
    CASE WHEN o.box_supplier_id = o.supplier_id THEN o.box_price_cents ELSE d.price_cents END AS new_cents,
    CASE WHEN o.box_supplier_id = o.supplier_id THEN o.box_id ELSE d.id END AS new_box_id,
    CASE WHEN o.box_supplier_id = o.supplier_id THEN 'box' WHEN d.id IS NOT NULL THEN 'plan-default' END AS new_source
  FROM orders o
  LEFT JOIN LATERAL (
    SELECT bp.id, bp.price_cents FROM box_plans bp
    WHERE bp.supplier_id = o.supplier_id AND bp.is_active
      AND (o.plan IS NULL OR bp.plan = o.plan OR o.plan = 'the-lucky-dip')
    ORDER BY (o.plan IS NOT NULL AND bp.plan = o.plan) DESC, bp.price_cents, bp.id
    LIMIT 1
  ) d ON true
)
UPDATE "fulfilment_orders" f SET
  cost_cents = CASE WHEN c.new_source IS NULL OR staff.typed THEN f.cost_cents ELSE c.new_cents END,
  cost_box_id = CASE WHEN c.new_source IS NULL OR staff.typed THEN NULL ELSE c.new_box_id END,
  cost_source = CASE WHEN staff.typed THEN 'staff' ELSE c.new_source END
FROM costed c
CROSS JOIN LATERAL (
  SELECT c.cost_cents IS NOT NULL AND c.cost_cents IS DISTINCT FROM c.old_by_category
    AND c.cost_cents IS DISTINCT FROM c.old_by_plan AS typed
) staff
WHERE f.id = c.id;
