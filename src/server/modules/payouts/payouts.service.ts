import type { z } from "zod";
import { formatCents } from "../../../shared/domain/money";
import { formatPayoutMonth, nextPayoutMonth, payoutMonthEnded } from "../../../shared/domain/payout-month";
import type { PayoutState } from "../../../shared/domain/payout-states";
import { gstIncludedCents } from "../../../shared/domain/pricing";
import type {
  StatementDetail,
  StatementSummary,
  statementAdjustmentSchema,
  statementListQuerySchema,
  statementPaidSchema,
} from "../../../shared/schemas/payouts";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { payoutPaidEmail } from "../../integrations/email/payout-templates";
import { AppError, notFound } from "../../lib/errors";
import type { PayoutTransfers } from "./payout-transfers";
import { payoutsRepository as repo, type StatementRow } from "./payouts.repository";

type UserRow = typeof users.$inferSelect;

export const NOT_FOUND = "Statement not found";
export const ADJUST_ONLY_OPEN = "This statement is approved: its figures can no longer change.";
export const PAY_NEEDS_APPROVAL = "Approve the statement before marking it paid.";
export const ALREADY_PAID = "This statement is already paid.";
export const ALREADY_APPROVED = "This statement is already approved.";

/** What the services the payouts module needs from the vendors module (who owns which supplier). */
export interface SupplierLookup {
  supplierIdOf(user: UserRow): Promise<number | null>;
}

const totalOf = (row: StatementRow) => row.ordersCents + row.adjustmentsCents;

function toSummary(row: StatementRow): StatementSummary {
  const totalCents = totalOf(row);
  return {
    id: row.id,
    supplierId: row.supplierId,
    vendorName: row.vendorName,
    month: row.month,
    state: row.state,
    orderCount: row.orderCount,
    ordersCents: row.ordersCents,
    adjustmentsCents: row.adjustmentsCents,
    totalCents,
    // Costs are GST-inclusive (PRODUCT.md "Money"): a registered vendor's total includes one eleventh.
    gstCents: row.gstRegistered ? gstIncludedCents(totalCents) : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
  };
}

/** Payout statements: one per vendor per Sydney month, open → approved → paid (ADR 0019). */
export function createPayoutsService(ctx: AppContext, deps: { suppliers: SupplierLookup; transfers: PayoutTransfers }) {
  const { db } = ctx;

  async function detail(row: StatementRow): Promise<StatementDetail> {
    const [lines, adjustments] = await Promise.all([repo.lines(db, row), repo.adjustments(db, row.id)]);
    return {
      ...toSummary(row),
      gstRegistered: row.gstRegistered,
      abn: row.abn,
      approvedByName: row.approvedByName,
      paidByName: row.paidByName,
      monthEnded: payoutMonthEnded(row.month, ctx.clock.now()),
      lines: lines.map((line) => ({ ...line, deliveredAt: line.deliveredAt.toISOString() })),
      adjustments: adjustments.map((a) => ({ ...a, at: a.at.toISOString() })),
    };
  }

  async function staffStatement(id: number) {
    const row = await repo.findById(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** The vendor's own statement; anyone else's reads as missing. */
  async function vendorStatement(user: UserRow, id: number) {
    const supplierId = await deps.suppliers.supplierIdOf(user);
    const row = supplierId === null ? undefined : await repo.findById(db, id);
    if (!row || row.supplierId !== supplierId) throw notFound(NOT_FOUND);
    return row;
  }

  /** Locks the statement and checks its state, inside the caller's transaction. */
  async function lockIn(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number, allowed: PayoutState) {
    const locked = await repo.lock(tx, id);
    if (!locked) throw notFound(NOT_FOUND);
    if (locked.state !== allowed) {
      const message =
        allowed === "open" ? ADJUST_ONLY_OPEN : locked.state === "open" ? PAY_NEEDS_APPROVAL : ALREADY_PAID;
      throw new AppError("INVALID_STATE", message);
    }
    return locked;
  }

  return {
    async staffList(query: z.output<typeof statementListQuerySchema>) {
      await repo.ensureStatements(db);
      const rows = await repo.list(db, { month: query.month, state: query.state === "all" ? undefined : query.state });
      return rows.map(toSummary);
    },

    async staffDetail(id: number) {
      return detail(await staffStatement(id));
    },

    async vendorList(user: UserRow) {
      const supplierId = await deps.suppliers.supplierIdOf(user);
      if (supplierId === null) return [];
      await repo.ensureStatements(db, { supplierId });
      return (await repo.list(db, { supplierId })).map(toSummary);
    },

    async vendorDetail(user: UserRow, id: number) {
      return detail(await vendorStatement(user, id));
    },

    /** The statement a download is made from: staff any, a vendor its own. */
    async forDownload(user: UserRow, id: number) {
      return detail(user.role === "admin" ? await staffStatement(id) : await vendorStatement(user, id));
    },

    async addAdjustment(staff: UserRow, id: number, input: z.output<typeof statementAdjustmentSchema>) {
      await db.transaction(async (tx) => {
        await lockIn(tx, id, "open");
        await repo.addAdjustment(tx, {
          statementId: id,
          amountCents: input.amountCents,
          reason: input.reason,
          staffUserId: staff.id,
        });
      });
      return detail(await staffStatement(id));
    },

    /**
     * Freezes the month: its delivered orders are copied into the statement's lines and the totals and
     * GST details written, so later changes to orders or to the supplier record leave it as approved.
     */
    async approve(staff: UserRow, id: number) {
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (!locked) throw notFound(NOT_FOUND);
        if (locked.state !== "open") throw new AppError("INVALID_STATE", ALREADY_APPROVED);
        if (!payoutMonthEnded(locked.month, now)) {
          throw new AppError(
            "INVALID_STATE",
            `${formatPayoutMonth(locked.month)} is not over yet: its statement can be approved from 1 ${formatPayoutMonth(nextPayoutMonth(locked.month))}, Sydney time.`,
          );
        }
        const current = (await repo.findById(tx, id))!;
        if (current.missingCosts > 0) {
          const lines = await repo.lines(tx, current);
          const missing = lines.filter((line) => line.costCents === null).map((line) => `#${line.orderId}`);
          throw new AppError(
            "INVALID_STATE",
            `Set the cost of order ${missing.join(", ")} on the fulfilment page before approving.`,
          );
        }
        const total = totalOf(current);
        if (total < 0) {
          throw new AppError(
            "INVALID_STATE",
            `The total would be ${formatCents(total)}: a statement cannot be approved below $0.00.`,
          );
        }
        await repo.freezeLines(tx, current);
        const ordersCents = await repo.frozenTotals(tx, id);
        const totalCents = ordersCents + current.adjustmentsCents;
        const changed = await repo.markApproved(tx, id, {
          ordersCents,
          adjustmentsCents: current.adjustmentsCents,
          totalCents,
          gstCents: current.gstRegistered ? gstIncludedCents(totalCents) : null,
          gstRegistered: current.gstRegistered,
          abn: current.abn,
          staffUserId: staff.id,
          at: now,
        });
        if (!changed) throw new AppError("INVALID_STATE", ALREADY_APPROVED);
      });
      return detail(await staffStatement(id));
    },

    /** Pays through the transfers seam (manual: the reference staff give) and e-mails the vendor once. */
    async markPaid(staff: UserRow, id: number, input: z.output<typeof statementPaidSchema>) {
      await db.transaction(async (tx) => {
        const locked = await lockIn(tx, id, "approved");
        const totalCents = await repo.approvedTotal(tx, id);
        const { reference } = await deps.transfers.pay({
          statementId: id,
          supplierId: locked.supplierId,
          month: locked.month,
          totalCents,
          reference: input.reference,
        });
        const changed = await repo.markPaid(tx, id, { reference, staffUserId: staff.id, at: ctx.clock.now() });
        if (!changed) throw new AppError("INVALID_STATE", ALREADY_PAID);
        const row = (await repo.findById(tx, id))!;
        await queueEmail(tx, {
          dedupeKey: `payout-paid:${id}`,
          kind: "payout-paid",
          to: row.vendorEmail,
          ...payoutPaidEmail({
            contactName: row.contactName ?? row.vendorName,
            businessName: row.vendorName,
            month: row.month,
            totalCents,
            reference,
            shopUrl: ctx.publicUrl,
          }),
        });
      });
      ctx.emailQueued();
      return detail(await staffStatement(id));
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
