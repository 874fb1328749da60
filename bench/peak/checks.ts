import pg from "pg";

/** What the database says after the run: nothing charged twice, nothing acknowledged missing, no delivery lost. */
export interface DatabaseChecks {
  acknowledgedPayments: number;
  /** Acknowledged (200) payments with no succeeded payment row, or a checkout not marked paid. */
  acknowledgedMissing: number;
  /** Checkouts (or subscriptions) with more than one succeeded initial payment. */
  doubleCharges: number;
  /** Succeeded payments in the database, and those with no delivery in the ledger. */
  payments: number;
  paymentsWithoutDeliveries: number;
  /** Payments whose deliveries' parts do not add up to the payment (ADR 0018 allocation). */
  allocationMismatches: number;
  /** Ledger rows by state. */
  ledgerByState: Record<string, number>;
  /** Paid deliveries of live subscriptions inside the last generation window still not made an order. */
  lostOrders: number;
  /** Orders made twice for one slot (the unique index should make this impossible). */
  duplicateOrders: number;
  /** Orders dispatched (shipped or scheduled) with no vendor. */
  dispatchedWithoutVendor: number;
}

export async function checkDatabase(
  databaseUrl: string,
  acknowledged: { checkoutId: number; subscriptionId: number }[],
): Promise<DatabaseChecks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) =>
      Number(Object.values((await client.query(sql, params)).rows[0] ?? { n: 0 })[0] ?? 0);
    const checkoutIds = acknowledged.map((a) => a.checkoutId);
    const acknowledgedMissing = await one(
      `select count(*) from unnest($1::int[]) as a(id)
       where not exists (select 1 from payments p where p.checkout_id = a.id and p.status = 'succeeded')
          or not exists (select 1 from checkouts c where c.id = a.id and c.status = 'paid')`,
      [checkoutIds],
    );
    const doubleCharges =
      (await one(
        `select count(*) from (select checkout_id from payments where status = 'succeeded' and kind = 'initial'
           and checkout_id is not null group by checkout_id having count(*) > 1) d`,
      )) +
      (await one(
        `select count(*) from (select subscription_id from payments where status = 'succeeded' and kind = 'initial'
           group by subscription_id having count(*) > 1) d`,
      ));
    const payments = await one(`select count(*) from payments where status = 'succeeded'`);
    const paymentsWithoutDeliveries = await one(
      `select count(*) from payments p where p.status = 'succeeded' and p.kind = 'initial'
         and not exists (select 1 from fulfilment_orders o where o.payment_id = p.id)`,
    );
    const allocationMismatches = await one(
      `select count(*) from payments p where p.status = 'succeeded' and p.kind = 'initial'
         and p.amount_cents <> (select coalesce(sum(o.allocated_cents), 0) from fulfilment_orders o where o.payment_id = p.id)`,
    );
    const byState = await client.query<{ status: string; n: string }>(
      "select status, count(*) as n from fulfilment_orders group by status order by status",
    );
    const lostOrders = await one(
      `select count(*) from fulfilment_orders o join subscriptions s on s.id = o.subscription_id
       where o.status = 'scheduled' and o.payment_id is not null and s.status = 'active'
         and o.delivery_date <= (select window_to from fulfilment_generation_runs order by id desc limit 1)`,
    );
    const duplicateOrders = await one(
      `select count(*) from (select 1 from fulfilment_orders group by subscription_id, slot_date, special_date_type
         having count(*) > 1) d`,
    );
    const dispatchedWithoutVendor = await one(
      `select count(*) from fulfilment_orders where status in ('dispatch_scheduled', 'shipped') and supplier_id is null`,
    );
    return {
      acknowledgedPayments: acknowledged.length,
      acknowledgedMissing,
      doubleCharges,
      payments,
      paymentsWithoutDeliveries,
      allocationMismatches,
      ledgerByState: Object.fromEntries(byState.rows.map((r) => [r.status, Number(r.n)])),
      lostOrders,
      duplicateOrders,
      dispatchedWithoutVendor,
    };
  } finally {
    await client.end();
  }
}

/** The database's size and its largest tables (rows, bytes with indexes and TOAST): for docs/capacity.md. */
export async function databaseSizes(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total = await client.query<{ bytes: string }>("select pg_database_size(current_database()) as bytes");
    const tables = await client.query<{ name: string; bytes: string; rows: string }>(
      `select c.relname as name, pg_total_relation_size(c.oid) as bytes, c.reltuples::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = 'public' order by pg_total_relation_size(c.oid) desc limit 10`,
    );
    // reltuples is an estimate until ANALYZE: count the ones the note divides by.
    const exact: Record<string, number> = {};
    for (const name of tables.rows.map((t) => t.name))
      exact[name] = Number((await client.query(`select count(*) as n from "${name}"`)).rows[0].n);
    return {
      databaseMb: Number(total.rows[0]!.bytes) / 1048576,
      tables: tables.rows.map((t) => ({
        name: t.name,
        rows: exact[t.name] ?? 0,
        kb: Math.round(Number(t.bytes) / 1024),
      })),
    };
  } finally {
    await client.end();
  }
}
