import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { VendorStatus } from "../../../shared/domain/vendor-status";
import type { DbOrTx } from "../../db/client";
import { giftBoxes, supplierStatusChanges, suppliers, users } from "../../db/schema";

export type SupplierRow = typeof suppliers.$inferSelect;
type NewSupplier = typeof suppliers.$inferInsert;

/** The vendors module's tables: suppliers and their decision history (Drizzle only). */
export const vendorsRepository = {
  async insertSupplier(db: DbOrTx, values: NewSupplier) {
    const [row] = await db
      .insert(suppliers)
      .values(values)
      .onConflictDoNothing({ target: suppliers.userId })
      .returning();
    return row;
  },
  async findByUserId(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(suppliers).where(eq(suppliers.userId, userId));
    return row;
  },
  async findById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
    return row;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewSupplier>, onlyIfStatus?: VendorStatus) {
    const where = onlyIfStatus ? and(eq(suppliers.id, id), eq(suppliers.status, onlyIfStatus)) : eq(suppliers.id, id);
    const [row] = await db.update(suppliers).set(values).where(where).returning();
    return row;
  },
  async recordStatusChange(
    db: DbOrTx,
    values: { supplierId: number; status: VendorStatus; reason: string | null; staffUserId: number | null },
  ) {
    const [row] = await db.insert(supplierStatusChanges).values(values).returning({ id: supplierStatusChanges.id });
    return row!.id;
  },
  /** Suppliers (newest first) with their account e-mail; `status` narrows the list. */
  list(db: DbOrTx, status: VendorStatus | "all") {
    const where: SQL | undefined = status === "all" ? undefined : eq(suppliers.status, status);
    return db
      .select({ supplier: suppliers, accountEmail: users.email })
      .from(suppliers)
      .innerJoin(users, eq(users.id, suppliers.userId))
      .where(where)
      .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
      .limit(500);
  },
  /** Each supplier's decision history, oldest first, with the staff member's name. */
  historyOf(db: DbOrTx, supplierIds: number[]) {
    if (!supplierIds.length) return Promise.resolve([]);
    return db
      .select({
        supplierId: supplierStatusChanges.supplierId,
        status: supplierStatusChanges.status,
        reason: supplierStatusChanges.reason,
        staffName: users.fullName,
        at: supplierStatusChanges.createdAt,
      })
      .from(supplierStatusChanges)
      .leftJoin(users, eq(users.id, supplierStatusChanges.staffUserId))
      .where(inArray(supplierStatusChanges.supplierId, supplierIds))
      .orderBy(asc(supplierStatusChanges.createdAt), asc(supplierStatusChanges.id));
  },
  /** Gift boxes per supplier (all of them, active or not). */
  giftBoxCounts(db: DbOrTx, supplierIds: number[]) {
    if (!supplierIds.length) return Promise.resolve([]);
    return db
      .select({ supplierId: giftBoxes.supplierId, count: count() })
      .from(giftBoxes)
      .where(inArray(giftBoxes.supplierId, supplierIds))
      .groupBy(giftBoxes.supplierId);
  },
};
