import { offerDeadline } from "../../../shared/domain/order-offers";
import type { DbOrTx } from "../../db/client";
import { offersRepository as repo } from "./order-offers.repository";

/**
 * Orders just given to vendors (routing, staff) wait for them to accept: each gets its deadline and
 * an "offered" step. The caller e-mails the vendors (one e-mail per vendor per routing run).
 */
export async function openOffers(
  tx: DbOrTx,
  assigned: { id: number; supplier_id: number }[],
  now: Date,
  cause: "routed" | "staff",
  actorUserId: number | null = null,
) {
  if (!assigned.length) return;
  const to = new Map(assigned.map((a) => [a.id, a.supplier_id]));
  const offers = (await repo.deadlineFacts(tx, [...to.keys()])).map((row) => ({
    id: row.id,
    supplierId: to.get(row.id)!,
    acceptBy: offerDeadline(now, row.delivery_date, row.state),
  }));
  await repo.offer(tx, offers);
  await recordOffers(tx, offers, cause, actorUserId);
}

/** The "offered" step of orders whose deadline is already written (routing writes it with the vendor). */
export async function recordOffers(
  tx: DbOrTx,
  offers: { id: number; supplierId: number; acceptBy: Date }[],
  cause: "routed" | "staff",
  actorUserId: number | null = null,
) {
  await repo.record(
    tx,
    offers.map((o) => ({
      orderId: o.id,
      kind: "offered",
      supplierId: o.supplierId,
      actorUserId,
      reason: cause,
      acceptBy: o.acceptBy,
    })),
  );
}
