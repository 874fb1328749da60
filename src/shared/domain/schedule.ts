import { addDaysIso, addMonthsIso, daysBetween, formatIsoDate, type IsoDate, yearAndMonth } from "./dates";
import { addCycles, deliveryCycle } from "./frequency";

/**
 * The delivery schedule engine (spec "Next-delivery display", PRODUCT.md "Deliveries and the calendar"):
 * pure functions from a subscription to its dated deliveries. Regular deliveries are fixed dates — the
 * first is due within 7-10 days of payment, each later one a delivery cycle after the one before — and
 * a special-date add-on bought at checkout is one extra delivery on its day. Nothing else is a
 * delivery: a birthday on the recipient's profile is a date to remember, not a box until it is bought.
 */
export interface ScheduleSubscription {
  /** Business date the subscription was paid for. */
  startDate: IsoDate;
  frequency: string;
  status: string;
  pauseType?: string | null;
  /** The regular delivery a pause skips (the subscription is paused until it has passed). */
  pausedUntil?: IsoDate | null;
  deliveriesCompleted: number;
  /** Special-date add-ons bought at checkout: one-time deliveries on exactly `date`. */
  addOns?: { type: string; name: string; date: IsoDate }[] | null;
  /**
   * The buyer's changes to regular deliveries (the ledger): the delivery of `slotDate` moved to
   * `deliveryDate`, or skipped (`deliveryDate` null).
   */
  changes?: readonly DeliveryChange[] | null;
}

export interface DeliveryChange {
  slotDate: IsoDate;
  deliveryDate: IsoDate | null;
}

export type ScheduleEntry =
  | { kind: "regular"; date: IsoDate; index: number }
  | { kind: "special"; date: IsoDate; type: string; label: string };
type SpecialEntry = Extract<ScheduleEntry, { kind: "special" }>;

export type DeliverySlot =
  | { kind: "date"; label: string; date: IsoDate; special: boolean }
  | { kind: "first"; label: "7-10 days" }
  | { kind: "on-hold"; label: "On Hold" }
  | { kind: "cancelled"; label: "Cancelled" }
  | { kind: "tbd"; label: "TBD" };

export const SCHEDULE_MONTHS = 12;
export const SLOT_COUNT = 3;
/** The first box arrives within 7-10 days of payment: it is due by the tenth day. */
export const FIRST_DELIVERY_DAYS = 10;

/** One cycle of the frequency after `from` (spec §9: the next delivery at creation; unknown: 14 days). */
export function nextDeliveryDate(from: IsoDate, frequency: string): IsoDate {
  return addCycles(from, deliveryCycle(frequency), 1);
}

/** The day the first box is due. */
export function firstDeliveryDate(startDate: IsoDate): IsoDate {
  return addDaysIso(startDate, FIRST_DELIVERY_DAYS);
}

/** Regular delivery `k` (0 is the first), counted from the first so month ends never drift. */
export function regularDeliveryDate(startDate: IsoDate, frequency: string, k: number): IsoDate {
  return addCycles(firstDeliveryDate(startDate), deliveryCycle(frequency), k);
}

/** The index of the first regular delivery dated on or after `date`. */
function firstIndexOnOrAfter(sub: Pick<ScheduleSubscription, "startDate" | "frequency">, date: IsoDate): number {
  const first = firstDeliveryDate(sub.startDate);
  if (date <= first) return 0;
  const cycle = deliveryCycle(sub.frequency);
  // Estimate from the calendar distance, then settle on the exact index (month lengths vary).
  const from = yearAndMonth(first);
  const to = yearAndMonth(date);
  const months = (to.year - from.year) * 12 + to.month - from.month;
  let k =
    cycle.unit === "days"
      ? Math.floor(daysBetween(first, date) / cycle.count)
      : Math.max(0, Math.floor(months / cycle.count) - 1);
  while (k > 0 && regularDeliveryDate(sub.startDate, sub.frequency, k - 1) >= date) k--;
  while (regularDeliveryDate(sub.startDate, sub.frequency, k) < date) k++;
  return k;
}

const SPECIAL_NAMES: Record<string, string> = {
  birthday: "Birthday",
  anniversary: "Anniversary",
  "wedding-anniversary": "Wedding Anniversary",
  "first-date": "First Date",
  "engagement-date": "Engagement",
  engagement: "Engagement",
  wedding: "Wedding",
  "milestone-memory": "Milestone",
  graduation: "Graduation",
  promotion: "Promotion",
  "moving-day": "Moving Day",
  other: "Special Date",
};

export function specialDateName(type: string, label?: string | null): string {
  if (label && (type === "other" || type === "milestone-memory")) return label;
  return SPECIAL_NAMES[type] ?? type.charAt(0).toUpperCase() + type.slice(1).replaceAll("-", " ");
}

/** Bought add-ons dated from `from` to `to` (both included), one per day: two on the same day are one delivery. */
function boughtAddOnsBetween(sub: ScheduleSubscription, from: IsoDate, to: IsoDate): SpecialEntry[] {
  const seen = new Set<IsoDate>();
  const entries: SpecialEntry[] = [];
  for (const addOn of [...(sub.addOns ?? [])].sort((a, b) => a.date.localeCompare(b.date))) {
    if (addOn.date < from || addOn.date > to || seen.has(addOn.date)) continue;
    seen.add(addOn.date);
    entries.push({ kind: "special", date: addOn.date, type: addOn.type, label: addOn.name });
  }
  return entries;
}

const monthKey = (date: IsoDate) => date.slice(0, 7);

/**
 * The next 12 months from `today`: every regular delivery and every bought add-on, month by month,
 * with a month's special deliveries placed before its regular ones (spec "Next-delivery display").
 * Built in order, month by month, so a caller that needs only the first few (`wanted`) stops there:
 * the list shows three slots, not a year of weekly boxes.
 */
export function buildSchedule(
  sub: ScheduleSubscription,
  today: IsoDate,
  wanted = Number.POSITIVE_INFINITY,
): ScheduleEntry[] {
  const windowEnd = addMonthsIso(today, SCHEDULE_MONTHS); // exclusive
  const specials = boughtAddOnsBetween(sub, today, addDaysIso(windowEnd, -1));
  const entries: ScheduleEntry[] = [];
  let special = 0;
  let k = firstIndexOnOrAfter(sub, today);
  let regular = regularDeliveryDate(sub.startDate, sub.frequency, k);
  for (
    let month = monthKey(today);
    entries.length < wanted && `${month}-01` < windowEnd;
    month = monthKey(addMonthsIso(`${month}-01`, 1))
  ) {
    while (special < specials.length && monthKey(specials[special]!.date) === month) entries.push(specials[special++]!);
    while (monthKey(regular) === month && regular < windowEnd) {
      entries.push({ kind: "regular", date: regular, index: k });
      regular = regularDeliveryDate(sub.startDate, sub.frequency, ++k);
    }
  }
  return entries;
}

/** Whether the schedule delivers anything: not once cancelled, nor while everything is paused. */
function delivers(sub: ScheduleSubscription): boolean {
  const status = sub.status.toLowerCase();
  return status !== "cancelled" && status !== "draft" && !(status === "paused" && sub.pauseType === "everything");
}

const isPaused = (sub: ScheduleSubscription) => sub.status.toLowerCase() === "paused";

/** The special-date deliveries (bought add-ons) from `from` to `to`, both included. */
export function specialDeliveriesBetween(sub: ScheduleSubscription, from: IsoDate, to: IsoDate): SpecialEntry[] {
  return delivers(sub) ? boughtAddOnsBetween(sub, from, to) : [];
}

/**
 * The three "Next Delivery" slots: Cancelled once cancelled; On Hold everywhere for a full pause;
 * otherwise the upcoming deliveries — "7-10 days" first until the first box has arrived, "On Hold"
 * for the regular delivery a pause skips, and TBD where nothing is scheduled.
 */
export function nextDeliverySlots(sub: ScheduleSubscription, today: IsoDate): DeliverySlot[] {
  const status = sub.status.toLowerCase();
  if (status === "cancelled")
    return Array.from({ length: SLOT_COUNT }, () => ({ kind: "cancelled", label: "Cancelled" }) as const);
  if (isPaused(sub) && sub.pauseType === "everything") return Array.from({ length: SLOT_COUNT }, onHold);
  const isNew = sub.deliveriesCompleted === 0;
  const changes = sub.changes ?? [];
  // Twice the slots and one more: a new subscription's first box is shown as "7-10 days" instead, and
  // a regular delivery on a bought add-on's day is shown once, as the add-on; and one more for each
  // delivery the buyer skipped or moved.
  const built = buildSchedule(sub, today, 2 * SLOT_COUNT + 1 + changes.length);
  const firstChanged = changes.some((c) => c.slotDate === firstDeliveryDate(sub.startDate));
  const upcoming = withChanges(built, changes, sub, today).filter(
    (entry) => !(isNew && !firstChanged && entry.kind === "regular" && entry.index === 0),
  );
  const skipped = isPaused(sub) ? (sub.pausedUntil ?? upcoming.find((e) => e.kind === "regular")?.date) : null;
  const specialDays = new Set(upcoming.filter((entry) => entry.kind === "special").map((entry) => entry.date));
  const slots: DeliverySlot[] = [
    ...(isNew && !firstChanged ? [{ kind: "first", label: "7-10 days" } as const] : []),
    ...upcoming
      .filter((entry) => entry.kind === "special" || !specialDays.has(entry.date))
      .map((entry): DeliverySlot => {
        if (entry.kind === "special")
          return { kind: "date", label: `${entry.label} ${dayMonth(entry.date)}`, date: entry.date, special: true };
        if (entry.date === skipped) return onHold();
        return { kind: "date", label: formatIsoDate(entry.date), date: entry.date, special: false };
      }),
  ].slice(0, SLOT_COUNT);
  while (slots.length < SLOT_COUNT) slots.push({ kind: "tbd", label: "TBD" });
  return slots;
}

/**
 * The schedule as the buyer changed it: a skipped regular delivery is not a delivery (unless it is the
 * one a pause skips, shown On Hold), a moved one is shown on its new date — also one moved from before
 * `today` to after it — in the schedule's order (by month, a month's special deliveries first).
 */
function withChanges(
  entries: ScheduleEntry[],
  changes: readonly DeliveryChange[],
  sub: ScheduleSubscription,
  today: IsoDate,
): ScheduleEntry[] {
  if (!changes.length) return entries;
  const bySlot = new Map(changes.map((c) => [c.slotDate, c.deliveryDate]));
  const pauseSkips = isPaused(sub) ? sub.pausedUntil : null;
  const changed: ScheduleEntry[] = [];
  for (const entry of entries) {
    if (entry.kind !== "regular" || !bySlot.has(entry.date)) changed.push(entry);
    else {
      const to = bySlot.get(entry.date);
      if (to) changed.push({ ...entry, date: to });
      else if (entry.date === pauseSkips) changed.push(entry);
    }
  }
  // Moved from a slot before today to a day from today on: not in the built schedule, which starts today.
  for (const { slotDate, deliveryDate } of changes)
    if (slotDate < today && deliveryDate && deliveryDate >= today)
      changed.push({ kind: "regular", date: deliveryDate, index: -1 });
  const order = (e: ScheduleEntry) => `${monthKey(e.date)}${e.kind === "special" ? 0 : 1}${e.date}`;
  return changed.filter((e) => e.date >= today).sort((a, b) => order(a).localeCompare(order(b)));
}

/** The next regular delivery dated on or after `today` (the first one while it is still to come). */
export function nextRegularDelivery(
  sub: Pick<ScheduleSubscription, "startDate" | "frequency">,
  today: IsoDate,
): IsoDate {
  return regularDeliveryDate(sub.startDate, sub.frequency, firstIndexOnOrAfter(sub, today));
}

/** The regular delivery a pause made today skips: the next one after today. */
export function deliverySkippedByPause(
  sub: Pick<ScheduleSubscription, "startDate" | "frequency">,
  today: IsoDate,
): IsoDate {
  return nextRegularDelivery(sub, addDaysIso(today, 1));
}

export interface PlanChangeStart {
  /** The first delivery that uses the new plan. */
  appliesFrom: IsoDate;
  /** True when that is the very next delivery. */
  fromNextDelivery: boolean;
}

/**
 * A plan change applies from the first upcoming regular delivery at least `noticeDays` away (PRODUCT.md:
 * from the next delivery when it is at least 21 days away, otherwise from a later one). A delivery a
 * pause skips is not a delivery.
 */
export function planChangeStart(sub: ScheduleSubscription, today: IsoDate, noticeDays: number): PlanChangeStart {
  const skipped = isPaused(sub) ? sub.pausedUntil : null;
  let next: IsoDate | null = null;
  for (let k = firstIndexOnOrAfter(sub, today); ; k++) {
    const date = regularDeliveryDate(sub.startDate, sub.frequency, k);
    if (date === skipped) continue;
    next ??= date;
    if (daysBetween(today, date) >= noticeDays) return { appliesFrom: date, fromNextDelivery: date === next };
  }
}

const onHold = (): DeliverySlot => ({ kind: "on-hold", label: "On Hold" });
const dayMonth = (date: IsoDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
