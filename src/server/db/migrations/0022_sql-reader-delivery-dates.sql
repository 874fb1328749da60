-- The staff SQL tool's date follows the verb for deliveries too (issue 19): "delivered last month" is
-- when the delivery was confirmed, "dispatched" the dispatch date, and "by courier" the courier named;
-- "renewals due" a subscription's next billing date; "declines by reason" the vendors' declined offers
-- (their reason is one of the fixed DECLINE_REASONS; who declined is the vendor, never a person).
-- Only these columns are added to the read-only role's grants (sql-allow-list.ts names the same;
-- sql-reader-role.test.ts checks they match); tracking numbers and photos stay ungranted.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'forget_me_not_sql_reader') THEN
    GRANT SELECT (delivered_at, dispatch_date, courier) ON fulfilment_orders TO forget_me_not_sql_reader;
    GRANT SELECT (next_billing_date) ON subscriptions TO forget_me_not_sql_reader;
    GRANT SELECT (id, order_id, kind, supplier_id, reason, created_at) ON fulfilment_order_events TO forget_me_not_sql_reader;
  END IF;
END $$;
