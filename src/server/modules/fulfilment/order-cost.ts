import { type GiftBoxCategory, LUCKY_DIP_KEY, planKeyForGiftBoxCategory } from "../../../shared/domain/catalogue";
import type { CostSource } from "../../../shared/domain/order-cost";

/**
 * The cost of an order (PRODUCT.md "Cost of an order"): what the shop pays the vendor for it. The
 * vendor's price of the box the buyer subscribed to, when that vendor made it; otherwise that vendor's
 * own active box for the same plan, its lowest price (recorded as `plan-default`, so staff can see it).
 * Pure: the caller loads the vendors' boxes once per run.
 */
export interface VendorBoxRow {
  id: number;
  supplier_id: number;
  name: string;
  category: string;
  price_cents: number;
}

interface PricedBox {
  id: number;
  name: string;
  plan: string;
  priceCents: number;
}

/** Each vendor's active boxes, cheapest first (ties: the older box). */
export type VendorBoxes = Map<number, PricedBox[]>;

export function indexVendorBoxes(rows: readonly VendorBoxRow[]): VendorBoxes {
  const boxes: VendorBoxes = new Map();
  for (const row of rows) {
    const list = boxes.get(row.supplier_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      plan: planKeyForGiftBoxCategory(row.category as GiftBoxCategory),
      priceCents: row.price_cents,
    });
    boxes.set(row.supplier_id, list);
  }
  for (const list of boxes.values()) list.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  return boxes;
}

/** The box the buyer subscribed to (all null for a plan bought without a box). */
export interface SubscribedBox {
  id: number | null;
  supplierId: number | null;
  priceCents: number | null;
}

export interface OrderCost {
  costCents: number | null;
  source: Exclude<CostSource, "staff"> | null;
  boxId: number | null;
}

/** The name of one of a vendor's active boxes (the box a plan's default cost is the price of). */
export function vendorBoxName(boxes: VendorBoxes, supplierId: number, boxId: number | null): string | null {
  return boxes.get(supplierId)?.find((box) => box.id === boxId)?.name ?? null;
}

export const NO_COST: OrderCost = { costCents: null, source: null, boxId: null };

/**
 * The cost when `supplierId` delivers an order of `plan` for `subscribed`. A Lucky Dip may be made
 * from any of the vendor's boxes when it has none of the Lucky Dip's own.
 */
export function costFor(
  boxes: VendorBoxes,
  supplierId: number,
  subscribed: SubscribedBox,
  plan: string | null,
): OrderCost {
  if (subscribed.id !== null && subscribed.supplierId === supplierId && subscribed.priceCents !== null)
    return { costCents: subscribed.priceCents, source: "box", boxId: subscribed.id };
  const own = boxes.get(supplierId) ?? [];
  const samePlan = own.find((box) => plan === null || box.plan === plan);
  const chosen = samePlan ?? (plan === LUCKY_DIP_KEY ? own[0] : undefined);
  return chosen ? { costCents: chosen.priceCents, source: "plan-default", boxId: chosen.id } : NO_COST;
}
