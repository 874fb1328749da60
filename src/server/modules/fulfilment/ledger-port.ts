import type { IsoDate } from "../../../shared/domain/dates";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { ordersWithdrawnEmail } from "../../integrations/email/ledger-templates";
import { queueEmails } from "../../integrations/email/outbox";
import { type LedgerRow, ledgerRepository } from "./ledger.repository";
import { deliveryChanges, type LedgerSubscription } from "./ledger.service";

/**
 * What the subscriptions module and the flows ask of the ledger (made before either service, so
 * neither needs the other to exist first): single deliveries skipped, un-skipped or moved, unpaid
 * ones withdrawn at a cancellation; a vendor whose order is taken back is e-mailed in the same
 * transaction.
 */
export function createLedgerPort(ctx: Pick<AppContext, "publicUrl" | "clock">) {
  /** One e-mail per vendor for the orders taken from it. */
  async function tellVendors(tx: DbOrTx, taken: { id: number; supplier_id: number | null; delivery_date: string }[]) {
    const held = taken.filter((t) => t.supplier_id !== null);
    if (!held.length) return 0;
    const vendors = await ledgerRepository.vendorsOf(tx, [...new Set(held.map((t) => t.supplier_id!))]);
    await queueEmails(
      tx,
      vendors.map((vendor) => {
        const mine = held.filter((t) => t.supplier_id === vendor.id);
        return {
          dedupeKey: `withdrawn:${vendor.id}:${mine.map((t) => t.id).join(",")}:${ctx.clock.now().getTime()}`,
          kind: "order-withdrawn",
          to: vendor.email,
          ...ordersWithdrawnEmail(
            vendor.contact_name ?? vendor.name,
            vendor.name,
            mine.map((t) => t.delivery_date),
            ctx.publicUrl,
          ),
        };
      }),
    );
    return vendors.length;
  }

  return {
    tellVendors,
    find: ledgerRepository.find,
    open: ledgerRepository.open,
    forBuyer: ledgerRepository.forBuyer,
    buyerChanges: ledgerRepository.buyerChanges,
    forStaff: ledgerRepository.forStaff,
    lockOne: ledgerRepository.lockOne,
    writeSchedule: ledgerRepository.writeSchedule,
    moveToWeekday: ledgerRepository.moveToWeekday,
    moveToSlot: ledgerRepository.moveToSlot,
    async refund(tx: DbOrTx, ids: number[], refundPaymentId: number) {
      const refunded = await ledgerRepository.move(tx, ids, "refund", { refundPaymentId });
      await tellVendors(tx, refunded);
      return refunded;
    },
    async withdrawUnpaid(tx: DbOrTx, subscriptionIds: number[]) {
      const taken = await ledgerRepository.withdrawUnpaid(tx, subscriptionIds);
      await tellVendors(tx, taken);
      return taken;
    },
    async skip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow) {
      const changed = await deliveryChanges.skip(tx, sub, row);
      if (changed) await tellVendors(tx, [changed]);
      return changed;
    },
    async unskip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow, changeable: (row: LedgerRow) => boolean) {
      const done = await deliveryChanges.unskip(tx, sub, row, changeable);
      if (done) await tellVendors(tx, done.takenBack);
      return done;
    },
    async move(tx: DbOrTx, row: LedgerRow, date: IsoDate) {
      const [changed] = await deliveryChanges.move(tx, row, date);
      if (changed) await tellVendors(tx, [{ ...changed, delivery_date: row.delivery_date }]);
      return changed ?? null;
    },
  };
}
export type LedgerPort = ReturnType<typeof createLedgerPort>;
