import { todayIso } from "../../../shared/domain/dates";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { renderPackingSlip } from "./packing-slip-pdf";
import type { OwnSupplier } from "./ports";
import { vendorDeliveryRepository as repo } from "./vendor-delivery.repository";
import { toVendorOrder } from "./vendor-order-view";

type UserRow = typeof users.$inferSelect;

export interface PackingSlipFile {
  data: Buffer;
  fileName: string;
}

/**
 * An order's packing slip (issue 17): for the approved vendor holding it, and for staff. Anyone else —
 * another vendor, a buyer — is told there is no such order; a suspended or rejected vendor sees no
 * recipient data, so it prints none.
 */
export function createPackingSlips(ctx: AppContext, deps: { vendors: OwnSupplier }) {
  const { db, clock } = ctx;
  const today = () => todayIso(clock.now());

  async function render(row: NonNullable<Awaited<ReturnType<typeof repo.slipOrder>>>): Promise<PackingSlipFile> {
    const order = toVendorOrder(row, today());
    const data = await renderPackingSlip({
      order,
      vendorName: row.vendor_name ?? "Unassigned",
      printedAt: clock.now(),
    });
    return { data, fileName: `packing-slip-${order.id}.pdf` };
  }

  return {
    async forVendor(user: UserRow, id: number): Promise<PackingSlipFile> {
      const supplier = await deps.vendors.ownSupplier(user);
      const row = await repo.slipOrder(db, id);
      if (!row || row.supplier_id !== supplier.id) throw notFound("Order not found");
      if (supplier.status !== "approved") throw new AppError("FORBIDDEN", VENDOR_READ_ONLY_MESSAGE);
      return render(row);
    },

    async forStaff(id: number): Promise<PackingSlipFile> {
      const row = await repo.slipOrder(db, id);
      if (!row) throw notFound("Order not found");
      return render(row);
    },
  };
}
export type PackingSlips = ReturnType<typeof createPackingSlips>;
