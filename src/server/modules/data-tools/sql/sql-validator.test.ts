import { describe, expect, it } from "vitest";
import { ALLOWED_COLUMNS, DENIED_COLUMNS } from "./sql-allow-list";
import { checkSelect } from "./sql-validator";

const HOSTILE_SQL = [
  "drop table users",
  "delete from subscriptions",
  "update users set role = 'admin'",
  "insert into suppliers (name) values ('x')",
  "truncate payments",
  `select "subscriptions"."id" as "id" from "subscriptions"; delete from "subscriptions"`,
  `select "subscriptions"."id" as "id" from "subscriptions"; select "users"."id" as "id" from "users"`,
  `select "users"."password_hash" as "h" from "users"`,
  `select "users"."email" as "e" from "users"`,
  `select "sessions"."token_hash" as "t" from "sessions"`,
  `select "password_reset_tokens"."token_hash" as "t" from "password_reset_tokens"`,
  `select "recipient_profiles"."sensitive_preferences" as "p" from "recipient_profiles"`,
  `select "subscriptions"."provider_customer_id" as "c" from "subscriptions"`,
  `select "payments"."provider_payment_id" as "p" from "payments"`,
  `select "checkouts"."client_secret" as "c" from "checkouts"`,
  "select * from users",
  "select * from subscriptions",
  `select count(*) as "n" from "subscriptions" union select count(*) as "n" from "users"`,
  `select "subscriptions"."id" as "id" from "subscriptions" union select "users"."password_hash" from "users"`,
  "select pg_sleep(10)",
  `select pg_sleep(10) as "x" from "subscriptions"`,
  "select pg_read_file('/etc/passwd')",
  "select set_config('statement_timeout', '0', false)",
  "select current_setting('is_superuser')",
  "select lo_import('/etc/passwd')",
  "select dblink('host=evil', 'select 1')",
  `select "public"."pg_sleep"(1) as "x" from "subscriptions"`,
  "with x as (delete from users returning *) select * from x",
  `with x as (select "subscriptions"."id" as "id" from "subscriptions") select "x"."id" as "id" from "x"`,
  `select "subscriptions"."id" as "id" from "subscriptions" for update`,
  `select "subscriptions"."id" as "id" into "stolen" from "subscriptions"`,
  `select "subscriptions"."id" as "id" from "subscriptions" where "subscriptions"."id" in (select "users"."id" from "users")`,
  `select (select "users"."password_hash" from "users" limit 1) as "h" from "subscriptions"`,
  `select "id" as "x" from "subscriptions"`,
  `select "pg_catalog"."pg_tables"."tablename" as "t" from "pg_catalog"."pg_tables"`,
  `select "information_schema"."tables"."table_name" as "t" from "information_schema"."tables"`,
  `select '1'::regclass as "x" from "subscriptions"`,
  "copy users to '/tmp/x'",
  "set transaction read write",
  "begin; delete from users; commit",
  "grant all on users to public",
  "create table x (id int)",
  "select 1 from",
  "",
  // Sub-selects inside EXISTS are checked like the outer select.
  `select "suppliers"."id" as "id" from "suppliers" where exists (select "users"."password_hash" from "users" where "users"."id" = "suppliers"."id")`,
  `select "suppliers"."id" as "id" from "suppliers" where not exists (select 1 from "sessions" where "sessions"."user_id" = "suppliers"."id")`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select 1 from "pg_catalog"."pg_authid")`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select pg_sleep(10))`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select "password_hash" from "users")`,
  `select "users"."id" as "password_hash" from "users" where exists (select "password_hash" from "users")`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (with x as (delete from "users" returning "users"."id") select 1 from x)`,
  `with x as (delete from "users" returning "users"."id") select "suppliers"."id" as "id" from "suppliers"`,
  `with x as (update "users" set "role" = 'admin' returning "users"."id") select "suppliers"."id" as "id" from "suppliers" where exists (select 1 from x)`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select 1 from "users" union select 1 from "users")`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select 1 from "users" for update)`,
  `select "suppliers"."id" as "id" from "suppliers" where exists (select 1 from "gift_boxes" where exists (select 1 from "payments" where exists (select 1 from "users")))`,
];

describe("the SQL safety check", () => {
  it(`refuses ${HOSTILE_SQL.length} hostile statements`, () => {
    const accepted = HOSTILE_SQL.filter((statement) => checkSelect(statement).ok);
    console.log(
      `SQL validator: ${HOSTILE_SQL.length - accepted.length} of ${HOSTILE_SQL.length} hostile statements refused`,
    );
    expect(accepted).toEqual([]);
  });

  it("accepts the translator's own shape of SELECT", () => {
    expect(
      checkSelect(
        `select "recipient_profiles"."state" as "state", count(*) as "count" from "subscriptions" inner join "recipient_profiles" on "recipient_profiles"."id" = "subscriptions"."recipient_profile_id" where "subscriptions"."status" = 'active' group by "recipient_profiles"."state" order by "count" desc, "state" asc limit 201`,
      ),
    ).toEqual({ ok: true });
    expect(
      checkSelect(
        `select to_char(timezone('Australia/Sydney', "payments"."created_at"), 'YYYY-MM') as "month", round(avg("payments"."amount_cents" * 1.0) / 100, 2) as "average_dollars" from "payments" group by to_char(timezone('Australia/Sydney', "payments"."created_at"), 'YYYY-MM') order by "month" asc`,
      ),
    ).toEqual({ ok: true });
  });

  it("accepts a sub-select only as EXISTS / NOT EXISTS over allowed columns", () => {
    expect(
      checkSelect(
        `select "suppliers"."id" as "id" from "suppliers" where not exists (select 1 from "fulfilment_orders" where "fulfilment_orders"."supplier_id" = "suppliers"."id" and "fulfilment_orders"."status" = 'delivered')`,
      ),
    ).toEqual({ ok: true });
    expect(
      checkSelect(
        `select "users"."id" as "id" from "users" where exists (select 1 from "payments" where "payments"."user_id" = "users"."id")`,
      ),
    ).toEqual({ ok: true });
    expect(
      checkSelect(
        `select "suppliers"."id" as "id" from "suppliers" where exists (select "users"."password_hash" from "users")`,
      ),
    ).toEqual({ ok: false, reason: "column users.password_hash is not allowed" });
    expect(
      checkSelect(`select "suppliers"."id" as "id" from "suppliers" where not exists (select 1 from "sessions")`),
    ).toEqual({ ok: false, reason: "table sessions is not allowed" });
  });

  it("names why it refused", () => {
    expect(checkSelect(`select "users"."password_hash" as "h" from "users"`)).toEqual({
      ok: false,
      reason: "column users.password_hash is not allowed",
    });
    expect(checkSelect("delete from subscriptions")).toMatchObject({ ok: false });
    expect(checkSelect(`select "sessions"."user_id" as "u" from "sessions"`)).toEqual({
      ok: false,
      reason: "table sessions is not allowed",
    });
  });

  it("keeps every secret and intimate column off the allow-list", () => {
    const allowed = [...ALLOWED_COLUMNS].flatMap(([table, columns]) => [...columns].map((c) => `${table}.${c}`));
    expect(allowed.filter((column) => DENIED_COLUMNS.includes(column))).toEqual([]);
    expect(
      allowed.filter((column) => /password|token|secret|provider|sensitive|preferences|email|phone/.test(column)),
    ).toEqual([]);
    expect([...ALLOWED_COLUMNS.keys()].sort()).toEqual(
      [
        "fulfilment_orders",
        "fulfilment_order_events",
        "gift_boxes",
        "payments",
        "recipient_profiles",
        "subscriptions",
        "suppliers",
        "users",
        "vendor_statements",
      ].sort(),
    );
  });
});
