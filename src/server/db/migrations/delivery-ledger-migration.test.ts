import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Migration 0012 (ADR 0018) on a database holding pre-migration data: every paid delivery gets a
 * ledger row with its exact part of the payment, orders already made keep their state and take the
 * payment, and a live pause's skipped delivery is a skipped row. PGlite, or a fresh PostgreSQL
 * database when DATABASE_URL is set.
 */
const folder = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
const statements = (file: string) =>
  readFileSync(`${folder}/${file}`, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);

interface Runner {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openRunner(): Promise<Runner> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PGlite.create({ dataDir: "memory://" });
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const name = `ledger_migration_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const runner = await openRunner();
afterAll(() => runner.close());

const before = files.filter((f) => f < "0012");
for (const file of before) for (const statement of statements(file)) await runner.exec(statement);

// Three subscriptions as the shop held them before the ledger, all paid on 21 November 2026.
await runner.exec(`
  insert into users (id, email, username, password_hash, full_name) values (1, 'b@example.test', 'b', 'x', 'Bea Buyer');
  insert into recipient_profiles (id, user_id, name, relationship, state) values
    (1, 1, 'Ann', 'friend', 'NSW'), (2, 1, 'Bo', 'friend', 'NSW'), (3, 1, 'Cy', 'friend', 'VIC');
  insert into subscriptions (id, user_id, recipient_profile_id, status, frequency, billing_interval, start_date,
      plan_key, amount_cents, special_dates, paused_until, pause_type) values
    (1, 1, 1, 'active', 'quarterly', 'annual', '2026-11-21', 'in-bloom', 36000, '[]', null, null),
    (2, 1, 2, 'cancelled', 'monthly', 'pay-as-you-go', '2026-11-21', 'in-bloom', 10000,
      '[{"type":"birthday","name":"Birthday","date":"2027-02-14","priceCents":7500}]', null, null),
    (3, 1, 3, 'paused', 'monthly', 'pay-as-you-go', '2026-11-21', 'in-bloom', 10000, '[]', '2027-01-01', 'regular');
  insert into payments (id, user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents,
      gst_cents, period_start) values
    (1, 1, 1, 'test', 'p1', 'initial', 'succeeded', 36000, 3273, '2026-11-21'),
    (2, 1, 2, 'test', 'p2', 'initial', 'succeeded', 17500, 1591, '2026-11-21'),
    (3, 1, 3, 'test', 'p3', 'initial', 'succeeded', 10000, 909, '2026-11-21'),
    (4, 1, 3, 'test', 'p4', 'renewal', 'succeeded', 10000, 909, '2027-01-21'),
    (5, 1, 3, 'test', 'p5', 'renewal', 'failed', 10000, 909, '2027-02-21');
  -- The annual plan's first order was made and routed; the cancelled plan's order was deleted by the old cancel.
  insert into fulfilment_orders (id, subscription_id, delivery_date, special_date_type, plan_key, status, created_at, updated_at)
    values (1, 1, '2026-12-01', '', 'in-bloom', 'ordered', '2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z'),
           (2, 3, '2026-12-01', '', 'in-bloom', 'delivered', '2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z');
  select setval(pg_get_serial_sequence('fulfilment_orders', 'id'), 100);
`);
for (const statement of statements(files.find((f) => f.startsWith("0012"))!)) await runner.exec(statement);

interface Row {
  subscription_id: number;
  delivery_date: string;
  slot_date: string;
  special_date_type: string;
  status: string;
  payment_id: number | null;
  allocated_cents: number;
  allocated_gst_cents: number;
}
const ledger = await runner.rows<Row>(`
  select subscription_id, delivery_date::text, slot_date::text, special_date_type, status, payment_id,
    allocated_cents, allocated_gst_cents
  from fulfilment_orders order by subscription_id, delivery_date, special_date_type`);
const of = (id: number) =>
  ledger
    .filter((r) => r.subscription_id === id)
    .map((r) => [r.delivery_date, r.special_date_type, r.status, r.payment_id, r.allocated_cents]);

describe("migration 0012: existing subscriptions into the ledger", () => {
  it("an annual plan's charge is split across its four deliveries; the order made keeps its state", () => {
    expect(of(1)).toEqual([
      ["2026-12-01", "", "ordered", 1, 9000],
      ["2027-03-01", "", "scheduled", 1, 9000],
      ["2027-06-01", "", "scheduled", 1, 9000],
      ["2027-09-01", "", "scheduled", 1, 9000],
    ]);
  });

  it("a cancelled plan's paid deliveries come back (sent, not dropped): the first box and the birthday add-on", () => {
    expect(of(2)).toEqual([
      ["2026-12-01", "", "scheduled", 2, 10000],
      ["2027-02-14", "birthday", "scheduled", 2, 7500],
    ]);
  });

  it("pay-as-you-go: each charge pays its cycle's delivery; the paused one is skipped and unpaid", () => {
    expect(of(3)).toEqual([
      ["2026-12-01", "", "delivered", 3, 10000],
      ["2027-01-01", "", "skipped", null, 0],
      ["2027-02-01", "", "scheduled", 4, 10000],
    ]);
  });

  it("every payment's parts add up to it exactly, GST included", () => {
    const payments = [
      [1, 36000, 3273],
      [2, 17500, 1591],
      [3, 10000, 909],
      [4, 10000, 909],
    ] as const;
    for (const [id, cents, gst] of payments) {
      const parts = ledger.filter((r) => r.payment_id === id);
      expect(parts.reduce((sum, r) => sum + r.allocated_cents, 0)).toBe(cents);
      expect(parts.reduce((sum, r) => sum + r.allocated_gst_cents, 0)).toBe(gst);
    }
  });

  it("orders made before keep their identity date and count as locked when made", async () => {
    const [row] = await runner.rows<{ slot: string; locked: boolean }>(
      "select slot_date::text as slot, locked_at = created_at as locked from fulfilment_orders where id = 1",
    );
    expect(row).toEqual({ slot: "2026-12-01", locked: true });
  });
});
