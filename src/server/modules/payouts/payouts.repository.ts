import { type SQL, sql } from "drizzle-orm";
import type { PayoutState } from "../../../shared/domain/payout-states";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  fulfilmentOrderCostChanges,
  fulfilmentOrders,
  suppliers,
  users,
  vendorStatementAdjustments,
  vendorStatementLines,
  vendorStatements,
} from "../../db/schema";

/**
 * THE one read of fulfilment_orders (the fulfilment module owns that table): every delivered order of a
 * vendor that no approved statement has frozen yet, with the Sydney month it was delivered in.
 * The delivered moment is the confirmation's own time (`delivered_at`, by the vendor or staff); an order
 * confirmed before that was recorded falls back to its last change while it read Delivered (`updated_at`).
 */
function deliveredOrders(filter: { supplierId?: number; month?: string } = {}): SQL {
  const deliveredAt = sql`coalesce(f.delivered_at, f.updated_at)`;
  const month = sql`to_char(${deliveredAt} at time zone 'Australia/Sydney', 'YYYY-MM')`;
  return sql`(
    select f.id as order_id, f.supplier_id, f.cost_cents, f.delivery_date, ${deliveredAt} as delivered_at,
      ${month} as month
    from ${fulfilmentOrders} f
    where f.status = 'delivered' and f.supplier_id is not null
      ${filter.supplierId === undefined ? sql`` : sql`and f.supplier_id = ${filter.supplierId}`}
      ${filter.month === undefined ? sql`` : sql`and ${month} = ${filter.month}`}
      and not exists (select 1 from ${vendorStatementLines} l where l.fulfilment_order_id = f.id)
  )`;
}

export interface StatementRow {
  id: number;
  supplierId: number;
  vendorName: string;
  month: string;
  state: PayoutState;
  orderCount: number;
  ordersCents: number;
  adjustmentsCents: number;
  missingCosts: number;
  gstRegistered: boolean;
  abn: string | null;
  approvedAt: Date | null;
  paidAt: Date | null;
  paymentReference: string | null;
  approvedByName: string | null;
  paidByName: string | null;
  vendorEmail: string;
  contactName: string | null;
}

interface RawStatement {
  id: number;
  supplier_id: number;
  vendor_name: string;
  month: string;
  state: PayoutState;
  order_count: number | string;
  orders_cents: number | string;
  adjustments_cents: number | string;
  missing_costs: number | string;
  gst_registered: boolean;
  abn: string | null;
  approved_at: Date | string | null;
  paid_at: Date | string | null;
  payment_reference: string | null;
  approved_by_name: string | null;
  paid_by_name: string | null;
  vendor_email: string;
  contact_name: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toStatementRow(row: RawStatement): StatementRow {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    vendorName: row.vendor_name,
    month: row.month,
    state: row.state,
    orderCount: Number(row.order_count),
    ordersCents: Number(row.orders_cents),
    adjustmentsCents: Number(row.adjustments_cents),
    missingCosts: Number(row.missing_costs),
    gstRegistered: row.gst_registered,
    abn: row.abn,
    approvedAt: asDate(row.approved_at),
    paidAt: asDate(row.paid_at),
    paymentReference: row.payment_reference,
    approvedByName: row.approved_by_name,
    paidByName: row.paid_by_name,
    vendorEmail: row.vendor_email,
    contactName: row.contact_name,
  };
}

/**
 * Statements with their figures in one statement: an open one's orders are summed from the delivered
 * orders (live), an approved or paid one's from its frozen lines and columns; GST details likewise.
 */
function statementsSql(where: SQL, scope: { supplierId?: number; month?: string }) {
  return sql`
    select s.id, s.supplier_id, v.name as vendor_name, s.month, s.state,
      coalesce(case when s.state = 'open' then live.order_count else frozen.order_count end, 0) as order_count,
      coalesce(case when s.state = 'open' then live.orders_cents else s.orders_cents end, 0) as orders_cents,
      coalesce(adj.cents, 0) as adjustments_cents,
      coalesce(case when s.state = 'open' then live.missing_costs end, 0) as missing_costs,
      case when s.state = 'open' then v.gst_registered else coalesce(s.gst_registered, false) end as gst_registered,
      case when s.state = 'open' then v.abn else s.abn end as abn,
      s.approved_at, s.paid_at, s.payment_reference,
      approver.full_name as approved_by_name, payer.full_name as paid_by_name,
      v.email as vendor_email, v.contact_name
    from ${vendorStatements} s
    join ${suppliers} v on v.id = s.supplier_id
    left join (
      select d.supplier_id, d.month, count(*) as order_count, sum(coalesce(d.cost_cents, 0)) as orders_cents,
        count(*) filter (where d.cost_cents is null) as missing_costs
      from ${deliveredOrders(scope)} d group by d.supplier_id, d.month
    ) live on live.supplier_id = s.supplier_id and live.month = s.month
    left join (
      select l.statement_id, count(*) as order_count from ${vendorStatementLines} l group by l.statement_id
    ) frozen on frozen.statement_id = s.id
    left join (
      select a.statement_id, sum(a.amount_cents) as cents from ${vendorStatementAdjustments} a group by a.statement_id
    ) adj on adj.statement_id = s.id
    left join ${users} approver on approver.id = s.approved_by_user_id
    left join ${users} payer on payer.id = s.paid_by_user_id
    where ${where}`;
}

/** The payouts module's tables: vendor_statements, their frozen lines and adjustments (one writer). */
export const payoutsRepository = {
  /**
   * Makes the statement of every (vendor, month) that has delivered orders not yet on an approved
   * statement, in one insert; existing ones are left as they are.
   */
  async ensureStatements(db: DbOrTx, scope: { supplierId?: number } = {}) {
    await db.execute(sql`
      insert into ${vendorStatements} (supplier_id, month)
      select distinct d.supplier_id, d.month from ${deliveredOrders(scope)} d
      on conflict (supplier_id, month) do nothing`);
  },

  async list(db: DbOrTx, filter: { supplierId?: number; month?: string; state?: PayoutState }) {
    const conditions: SQL[] = [sql`true`];
    if (filter.supplierId !== undefined) conditions.push(sql`s.supplier_id = ${filter.supplierId}`);
    if (filter.month !== undefined) conditions.push(sql`s.month = ${filter.month}`);
    if (filter.state !== undefined) conditions.push(sql`s.state = ${filter.state}`);
    const rows = rowsOf<RawStatement>(
      await db.execute(
        sql`${statementsSql(sql.join(conditions, sql` and `), filter)} order by s.month desc, v.name, s.id limit 1000`,
      ),
    );
    return rows.map(toStatementRow);
  },

  async findById(db: DbOrTx, id: number) {
    const [row] = rowsOf<RawStatement>(await db.execute(statementsSql(sql`s.id = ${id}`, {})));
    return row ? toStatementRow(row) : undefined;
  },

  /** Locks the statement's row for the rest of the transaction (approval, adjustments and payment take turns). */
  async lock(db: DbOrTx, id: number) {
    const [row] = rowsOf<{ id: number; supplier_id: number; month: string; state: PayoutState }>(
      await db.execute(sql`select id, supplier_id, month, state from ${vendorStatements} where id = ${id} for update`),
    );
    return row ? { id: row.id, supplierId: row.supplier_id, month: row.month, state: row.state } : undefined;
  },

  /** An open statement's lines, live; an approved or paid one's, as frozen. Oldest delivery first. */
  async lines(db: DbOrTx, statement: { id: number; supplierId: number; month: string; state: PayoutState }) {
    const source =
      statement.state === "open"
        ? sql`select d.order_id, d.delivery_date, d.delivered_at, d.cost_cents
              from ${deliveredOrders({ supplierId: statement.supplierId, month: statement.month })} d`
        : sql`select l.fulfilment_order_id as order_id, l.delivery_date, l.delivered_at, l.cost_cents
              from ${vendorStatementLines} l where l.statement_id = ${statement.id}`;
    const rows = rowsOf<{
      order_id: number | null;
      delivery_date: string;
      delivered_at: Date | string;
      cost_cents: number | null;
      cost_reason: string | null;
    }>(
      // A cost staff overrode carries the reason of the override that set it (fulfilment records them).
      await db.execute(sql`select x.order_id, x.delivery_date::text as delivery_date, x.delivered_at, x.cost_cents,
          (select c.reason from ${fulfilmentOrderCostChanges} c
           where c.order_id = x.order_id and c.new_cents is not distinct from x.cost_cents
           order by c.created_at desc, c.id desc limit 1) as cost_reason
        from (${source}) x order by x.delivery_date, x.delivered_at, x.order_id`),
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      deliveryDate: row.delivery_date,
      deliveredAt: new Date(row.delivered_at),
      costCents: row.cost_cents === null ? null : Number(row.cost_cents),
      costNote: row.cost_reason ? `Cost set by staff: ${row.cost_reason}` : null,
    }));
  },

  async adjustments(db: DbOrTx, statementId: number) {
    const rows = rowsOf<{
      id: number;
      amount_cents: number;
      reason: string;
      staff_name: string | null;
      created_at: Date | string;
    }>(
      await db.execute(sql`
        select a.id, a.amount_cents, a.reason, u.full_name as staff_name, a.created_at
        from ${vendorStatementAdjustments} a left join ${users} u on u.id = a.staff_user_id
        where a.statement_id = ${statementId} order by a.created_at, a.id`),
    );
    return rows.map((row) => ({
      id: row.id,
      amountCents: Number(row.amount_cents),
      reason: row.reason,
      staffName: row.staff_name,
      at: new Date(row.created_at),
    }));
  },

  async addAdjustment(
    db: DbOrTx,
    values: { statementId: number; amountCents: number; reason: string; staffUserId: number },
  ) {
    await db.insert(vendorStatementAdjustments).values(values);
  },

  /** Copies the open statement's delivered orders into its frozen lines (an order already frozen elsewhere is skipped). */
  async freezeLines(db: DbOrTx, statement: { id: number; supplierId: number; month: string }) {
    await db.execute(sql`
      insert into ${vendorStatementLines} (statement_id, fulfilment_order_id, delivery_date, delivered_at, cost_cents)
      select ${statement.id}, d.order_id, d.delivery_date, d.delivered_at, d.cost_cents
      from ${deliveredOrders({ supplierId: statement.supplierId, month: statement.month })} d
      on conflict (fulfilment_order_id) do nothing`);
  },

  /** Sum and count of the frozen lines (after freezeLines). */
  async frozenTotals(db: DbOrTx, statementId: number) {
    const [row] = rowsOf<{ cents: number | string | null }>(
      await db.execute(
        sql`select sum(cost_cents) as cents from ${vendorStatementLines} where statement_id = ${statementId}`,
      ),
    );
    return Number(row?.cents ?? 0);
  },

  /** Compare-and-set: open → approved, with the totals and GST details as they stand now. */
  async markApproved(
    db: DbOrTx,
    id: number,
    values: {
      ordersCents: number;
      adjustmentsCents: number;
      totalCents: number;
      gstCents: number | null;
      gstRegistered: boolean;
      abn: string | null;
      staffUserId: number;
      at: Date;
    },
  ) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${vendorStatements} set state = 'approved', orders_cents = ${values.ordersCents},
          adjustments_cents = ${values.adjustmentsCents}, total_cents = ${values.totalCents},
          gst_cents = ${values.gstCents}, gst_registered = ${values.gstRegistered}, abn = ${values.abn},
          approved_at = ${values.at.toISOString()}::timestamptz, approved_by_user_id = ${values.staffUserId}
        where id = ${id} and state = 'open' returning id`),
    );
    return rows.length === 1;
  },

  /** Compare-and-set: approved → paid, with the payment's reference. */
  async markPaid(db: DbOrTx, id: number, values: { reference: string; staffUserId: number; at: Date }) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${vendorStatements} set state = 'paid', payment_reference = ${values.reference},
          paid_at = ${values.at.toISOString()}::timestamptz, paid_by_user_id = ${values.staffUserId}
        where id = ${id} and state = 'approved' returning id`),
    );
    return rows.length === 1;
  },

  /** The frozen total of an approved statement (the amount a transfer pays). */
  async approvedTotal(db: DbOrTx, id: number) {
    const [row] = rowsOf<{ total_cents: number | null }>(
      await db.execute(sql`select total_cents from ${vendorStatements} where id = ${id}`),
    );
    return Number(row?.total_cents ?? 0);
  },
};
