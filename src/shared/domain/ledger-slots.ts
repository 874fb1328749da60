import { addDaysIso, type IsoDate, parseIsoDate } from "./dates";
import { regularDeliveryDate } from "./schedule";

/**
 * Which regular deliveries a charge pays for (ADR 0018), pure: walking the schedule from `from`, each
 * delivery the ledger does not have yet, or has scheduled and unpaid, is paid — one already paid,
 * skipped or ended is passed over — until `count` are. A skipped delivery is so never charged, and a
 * renewal after a prepaid skip pays on from the delivery the skip moved to the end of the term.
 */
export interface LedgerSlot {
  slotDate: IsoDate;
  state: string;
  paid: boolean;
}

export function slotsToPay(
  sub: { startDate: IsoDate; frequency: string },
  regularRows: readonly LedgerSlot[],
  from: IsoDate,
  count: number,
): IsoDate[] {
  const bySlot = new Map(regularRows.map((row) => [row.slotDate, row]));
  const chosen: IsoDate[] = [];
  // The schedule is index-based; start at the first delivery on or after `from` (a few steps back is harmless).
  let k = 0;
  while (regularDeliveryDate(sub.startDate, sub.frequency, k + 8) < from) k += 8;
  for (let guard = 0; chosen.length < count && guard < count * 4 + 400; guard++, k++) {
    const slot = regularDeliveryDate(sub.startDate, sub.frequency, k);
    if (slot < from) continue;
    const row = bySlot.get(slot);
    if (!row || (row.state === "scheduled" && !row.paid)) chosen.push(slot);
  }
  return chosen;
}

/** A regular delivery's day under the buyer's usual weekday (0 Sunday … 6 Saturday): forward within its week. */
export function onWeekday(slot: IsoDate, weekday: number | null | undefined): IsoDate {
  if (weekday === null || weekday === undefined) return slot;
  const dow = parseIsoDate(slot).getUTCDay();
  return addDaysIso(slot, (weekday - dow + 7) % 7);
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
