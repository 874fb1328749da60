import type { z } from "zod";
import { type VendorDecision, type VendorStatus, vendorStatusAfter } from "../../../shared/domain/vendor-status";
import type { AdminVendor, adminVendorUpdateSchema } from "../../../shared/schemas/admin-vendors";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import type { RenderedEmail } from "../../integrations/email/templates";
import {
  vendorApprovedEmail,
  vendorRejectedEmail,
  vendorSuspendedEmail,
} from "../../integrations/email/vendor-templates";
import { AppError, notFound } from "../../lib/errors";
import type { AuthService } from "../auth/auth.service";
import type { CatalogueRefresh, VendorOrderHandover } from "./ports";
import { toSupplierDto } from "./supplier-dto";
import { vendorsRepository as repo, type SupplierRow } from "./vendors.repository";

type UserRow = typeof users.$inferSelect;

const REFUSED: Record<VendorDecision, string> = {
  approve: "This vendor is already approved.",
  reject: "Only an application waiting for review can be rejected.",
  suspend: "Only an approved vendor can be suspended.",
};

/** Staff review of vendors: list, approve, reject, suspend, adjust. Each decision is recorded and e-mailed. */
export function createVendorReviewService(
  ctx: AppContext,
  auth: AuthService,
  catalogue: CatalogueRefresh,
  handover: VendorOrderHandover,
) {
  const { db } = ctx;

  async function withDetails(rows: { supplier: SupplierRow; accountEmail: string }[]): Promise<AdminVendor[]> {
    const ids = rows.map((row) => row.supplier.id);
    const [history, counts, openOrders] = await Promise.all([
      repo.historyOf(db, ids),
      repo.giftBoxCounts(db, ids),
      handover.openOrderCounts(db, ids),
    ]);
    const countOf = new Map(counts.map((c) => [c.supplierId, c.count]));
    const historyOf = new Map<number, typeof history>();
    for (const h of history) historyOf.set(h.supplierId, [...(historyOf.get(h.supplierId) ?? []), h]);
    return rows.map(({ supplier, accountEmail }) => ({
      ...toSupplierDto(supplier),
      accountEmail,
      giftBoxCount: countOf.get(supplier.id) ?? 0,
      openOrders: openOrders.get(supplier.id) ?? 0,
      history: (historyOf.get(supplier.id) ?? []).map((h) => ({
        status: h.status,
        reason: h.reason,
        staffName: h.staffName,
        at: h.at.toISOString(),
      })),
    }));
  }

  /** The supplier and its account's e-mail (404 for an unknown id). */
  async function one(supplierId: number) {
    const row = await repo.findById(db, supplierId);
    if (!row) throw notFound("Vendor not found");
    const account = await auth.userById(row.userId);
    return { row, account: account! };
  }

  /** One vendor as staff see it, from a row already in hand (no second read). */
  async function detailsOf(supplier: SupplierRow, accountEmail: string) {
    return (await withDetails([{ supplier, accountEmail }]))[0]!;
  }

  function emailFor(
    decision: VendorDecision,
    row: SupplierRow,
    contactName: string,
    reason: string | null,
  ): RenderedEmail {
    if (decision === "approve") return vendorApprovedEmail(contactName, row.name, ctx.publicUrl);
    if (decision === "reject") return vendorRejectedEmail(contactName, row.name, reason ?? "", ctx.publicUrl);
    return vendorSuspendedEmail(contactName, row.name, reason ?? "", ctx.publicUrl);
  }

  return {
    async list(status: VendorStatus | "all") {
      return withDetails(await repo.list(db, status));
    },

    /**
     * Moves the vendor by the status table. The update only applies while the status is still the one
     * read, so two staff deciding at once cannot both win; the e-mail is queued in the same transaction.
     */
    async decide(staff: UserRow, supplierId: number, decision: VendorDecision, reason: string | null) {
      const { row, account } = await one(supplierId);
      const next = vendorStatusAfter(row.status, decision);
      if (!next) throw new AppError("INVALID_STATE", REFUSED[decision]);
      const now = ctx.clock.now();
      const decided = await db.transaction(async (tx) => {
        const updated = await repo.update(
          tx,
          row.id,
          {
            status: next,
            statusReason: decision === "approve" ? null : reason,
            reviewedAt: now,
            reviewedByUserId: staff.id,
          },
          row.status,
        );
        if (!updated)
          throw new AppError("INVALID_STATE", "Another member of staff changed this vendor. Please refresh.");
        const changeId = await repo.recordStatusChange(tx, {
          supplierId: row.id,
          status: next,
          reason,
          staffUserId: staff.id,
        });
        // A suspended or rejected vendor keeps no open order: each goes on by the routing rules.
        const passedOn = next === "approved" ? 0 : await handover.passOnOpenOrders(tx, row.id);
        await queueEmail(tx, {
          dedupeKey: `vendor-${next}:${row.id}:${changeId}`,
          kind: `vendor-${next}`,
          to: account.email,
          ...emailFor(decision, row, row.contactName ?? account.fullName, reason),
        });
        return { updated, passedOn };
      });
      ctx.emailQueued();
      // Approval shows the vendor's boxes at once; rejection or suspension hides them at once.
      catalogue.invalidate();
      const details = await detailsOf(decided.updated, account.email);
      return decision === "approve" ? details : { ...details, ordersPassedOn: decided.passedOn };
    },

    /** Staff adjust what the vendor may fulfil, how far it delivers and how many orders a day it takes. */
    async adjust(supplierId: number, input: z.output<typeof adminVendorUpdateSchema>) {
      const { row, account } = await one(supplierId);
      const updated = await repo.update(db, row.id, {
        ...(input.categories && { categories: input.categories }),
        ...(input.serviceRadius !== undefined && { serviceRadiusKm: input.serviceRadius }),
        ...(input.dailyCapacity !== undefined && { dailyCapacity: input.dailyCapacity }),
      });
      if (!updated) throw notFound("Vendor not found");
      // Categories or radius change what the vendor covers.
      catalogue.invalidate();
      return detailsOf(updated, account.email);
    },
  };
}

export type VendorReviewService = ReturnType<typeof createVendorReviewService>;
