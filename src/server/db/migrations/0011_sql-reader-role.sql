-- The role the staff SQL tool's queries run as (ADR 0014): it can log in nowhere and read only the
-- columns of sql-allow-list.ts (sql-reader-role.test.ts checks the two match). The app's own user
-- becomes a member so that the runner can SET LOCAL ROLE to it inside its read-only transaction.
-- A role belongs to the whole cluster, not to this database: another database of the same server
-- (a test copy, a second deployment) may have created it already, or be creating it at this very
-- moment, so each step tolerates that. If the app's user may not create roles, nothing is granted
-- and the SQL tool refuses to run queries until an administrator creates the role (ADR 0014).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'forget_me_not_sql_reader') THEN
    BEGIN
      CREATE ROLE forget_me_not_sql_reader NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL; -- created at the same moment elsewhere
      WHEN insufficient_privilege THEN
        RAISE WARNING 'forget_me_not_sql_reader was not created (the app''s user may not create roles): the staff SQL tool will not run queries until it exists (ADR 0014)';
    END;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'forget_me_not_sql_reader')
     AND NOT pg_has_role(current_user, 'forget_me_not_sql_reader', 'MEMBER') THEN
    BEGIN
      GRANT forget_me_not_sql_reader TO CURRENT_USER;
    EXCEPTION
      WHEN unique_violation THEN NULL; -- granted at the same moment elsewhere
      WHEN insufficient_privilege THEN
        RAISE WARNING 'the app''s user could not join forget_me_not_sql_reader: the staff SQL tool will not run queries until it does (ADR 0014)';
    END;
  END IF;
END $$;
--> statement-breakpoint
-- Exactly the allow-listed columns, nothing else (and no write of any kind: only SELECT is granted).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'forget_me_not_sql_reader') THEN
    GRANT SELECT (id, created_at, role, state) ON users TO forget_me_not_sql_reader;
    GRANT SELECT (id, created_at, name, state, status, business_type) ON suppliers TO forget_me_not_sql_reader;
    GRANT SELECT (id, created_at, name, category, plan_key, price_cents, is_active, supplier_id) ON gift_boxes TO forget_me_not_sql_reader;
    GRANT SELECT (id, created_at, state, relationship, gift_categories) ON recipient_profiles TO forget_me_not_sql_reader;
    GRANT SELECT (id, created_at, status, frequency, plan_key, amount_cents, gift_box_id, recipient_profile_id) ON subscriptions TO forget_me_not_sql_reader;
    GRANT SELECT (id, created_at, status, kind, amount_cents, subscription_id) ON payments TO forget_me_not_sql_reader;
    GRANT SELECT (id, delivery_date, status, plan_key, cost_cents, subscription_id, supplier_id) ON fulfilment_orders TO forget_me_not_sql_reader;
  END IF;
END $$;
