-- The staff SQL tool reads more of the shop (issue 19): names, suburbs, postcodes, birthdays,
-- anniversaries, billing, cancellation and resume dates, GST, why a charge failed, who paid, the deliveries ledger's amounts and the
-- vendor statements. Only these columns are added to the read-only role's grants of migration 0011
-- (sql-allow-list.ts names the same; sql-reader-role.test.ts checks they match). Passwords, tokens,
-- e-mail addresses, phones, street addresses, provider ids and preferences stay ungranted.
-- Whether a vendor has an ABN on file, as a yes/no the tool may read; the number itself stays ungranted
-- (staff see it on the vendor's page, the tool has no need of it).
ALTER TABLE suppliers ADD COLUMN IF NOT EXISTS abn_on_file boolean
  GENERATED ALWAYS AS (abn IS NOT NULL AND btrim(abn) <> '') STORED;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'forget_me_not_sql_reader') THEN
    GRANT SELECT (full_name, suburb, postcode) ON users TO forget_me_not_sql_reader;
    GRANT SELECT (suburb, gst_registered, daily_capacity, abn_on_file) ON suppliers TO forget_me_not_sql_reader;
    GRANT SELECT (user_id, name, suburb, postcode, birthday, anniversary, archived_at) ON recipient_profiles TO forget_me_not_sql_reader;
    GRANT SELECT (user_id, billing_interval, cancelled_at, paused_until) ON subscriptions TO forget_me_not_sql_reader;
    GRANT SELECT (user_id, gst_cents, failure_message) ON payments TO forget_me_not_sql_reader;
    GRANT SELECT (special_date_type, allocated_cents, allocated_gst_cents) ON fulfilment_orders TO forget_me_not_sql_reader;
    GRANT SELECT (id, supplier_id, month, state, total_cents, gst_cents, paid_at, created_at) ON vendor_statements TO forget_me_not_sql_reader;
  END IF;
END $$;
