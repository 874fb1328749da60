import { nextAnnualDate } from "./calendar";
import { type IsoDate, addDaysIso, addMonthsIso, parseIsoDate } from "./dates";

/**
 * The delivery schedule engine (spec "Next-delivery display", PRODUCT.md "Deliveries"):
 * pure functions from a subscription and its recipient's dates to dated deliveries.
 */
export interface ScheduleSubscription {
  /** Business date the subscription started (its first box ships within 7-10 days). */
  startDate: IsoDate;
  frequency: string;
  status: string;
  pauseType?: string | null;
  deliveriesCompleted: number;
  /** Regular deliveries a pause skipped: consumed like completed ones. */
  deliveriesSkipped?: number;
  /** Special-date add-ons bought at checkout: one-time deliveries on exactly `date`. */
  addOns?: { type: string; name: string; date: IsoDate }[] | null;
}

export interface ScheduleRecipient {
  birthday?: IsoDate | null;
  anniversary?: IsoDate | null;
  specialDates?: { type: string; date: IsoDate; label?: string | null }[] | null;
}

export type ScheduleEntry =
  | { kind: "regular"; date: IsoDate; index: number }
  | { kind: "special"; date: IsoDate; type: string; label: string };
type SpecialEntry = Extract<ScheduleEntry, { kind: "special" }>;

export type DeliverySlot =
  | { kind: "date"; label: string; date: IsoDate; special: boolean }
  | { kind: "first"; label: "7-10 days" }
  | { kind: "on-hold"; label: "On Hold" }
  | { kind: "tbd"; label: "TBD" };

export const SCHEDULE_MONTHS = 12;
export const SLOT_COUNT = 3;

/** The date of the next delivery after `from` for a frequency (unknown frequencies: 14 days). */
export function nextDeliveryDate(from: IsoDate, frequency: string): IsoDate {
  switch (frequency) {
    case "weekly":
      return addDaysIso(from, 7);
    case "fortnightly":
      return addDaysIso(from, 14);
    case "monthly":
      return addMonthsIso(from, 1);
    case "quarterly":
      return addMonthsIso(from, 3);
    default:
      return addDaysIso(from, 14);
  }
}

/** The k-th regular delivery date (k = 0 is the start). Months are added from the start, so 31st-of-month anchors do not drift. */
export function regularDeliveryDate(start: IsoDate, frequency: string, k: number): IsoDate {
  switch (frequency) {
    case "weekly":
      return addDaysIso(start, 7 * k);
    case "monthly":
      return addMonthsIso(start, k);
    case "quarterly":
      return addMonthsIso(start, 3 * k);
    default:
      return addDaysIso(start, 14 * k);
  }
}

const monthKey = (date: IsoDate) => date.slice(0, 7);
const dayMonth = (date: IsoDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

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

/**
 * The 12-month schedule: every regular delivery, and each birthday, anniversary, special date or
 * bought add-on falling in a month, placed before that month's regular ones. It starts at the start
 * month, or, once deliveries have happened, at the month of regular delivery `fromIndex`, so it rolls
 * forward with the subscription instead of running out after the first year. Given `today`, it starts
 * no later than today's month, so special dates between now and the next regular month are kept.
 */
export function buildSchedule(sub: ScheduleSubscription, recipient: ScheduleRecipient, fromIndex = 0, today?: IsoDate): ScheduleEntry[] {
  const start = sub.startDate;
  const regularMonth = `${regularDeliveryDate(start, sub.frequency, fromIndex).slice(0, 7)}-01`;
  const todayMonth = today ? `${today.slice(0, 7)}-01` : regularMonth;
  const firstMonth = todayMonth < regularMonth ? todayMonth : regularMonth;
  const windowEnd = addMonthsIso(firstMonth, SCHEDULE_MONTHS); // exclusive
  const regular: ScheduleEntry[] = [];
  for (let k = fromIndex; ; k++) {
    const date = regularDeliveryDate(start, sub.frequency, k);
    if (date >= windowEnd) break;
    regular.push({ kind: "regular", date, index: k });
  }
  const yearly = [
    ...(recipient.birthday ? [{ type: "birthday", date: recipient.birthday, label: null }] : []),
    ...(recipient.anniversary ? [{ type: "anniversary", date: recipient.anniversary, label: null }] : []),
    ...(recipient.specialDates ?? []),
  ];
  const bought: SpecialEntry[] = (sub.addOns ?? []).map((a) => ({ kind: "special", date: a.date, type: a.type, label: a.name }));
  // The same occasion on the same day is one delivery: a bought add-on wins over the profile's date.
  const seen = new Set(bought.map((e) => `${e.type}|${e.date}`));
  const specials: ScheduleEntry[] = [...bought];
  for (const d of yearly) {
    const date = nextAnnualDate(d.date, firstMonth);
    const key = `${d.type}|${date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    specials.push({ kind: "special", date, type: d.type, label: specialDateName(d.type, d.label) });
  }
  const inWindow = specials.filter((s) => s.date >= firstMonth && s.date < windowEnd);
  // Month by month: specials (by date) before the regular deliveries of that month.
  return [...inWindow, ...regular].sort((a, b) => {
    const byMonth = monthKey(a.date).localeCompare(monthKey(b.date));
    if (byMonth !== 0) return byMonth;
    if (a.kind !== b.kind) return a.kind === "special" ? -1 : 1;
    return a.date.localeCompare(b.date);
  });
}

/** Whether the schedule delivers anything: not once cancelled, nor while everything is paused. */
function delivers(sub: ScheduleSubscription): boolean {
  const status = sub.status.toLowerCase();
  return status !== "cancelled" && !(status === "paused" && sub.pauseType === "everything");
}

/** The special-date deliveries (add-ons and the recipient's dates) from `from` to `to`, both included. */
export function specialDeliveriesBetween(sub: ScheduleSubscription, recipient: ScheduleRecipient, from: IsoDate, to: IsoDate): SpecialEntry[] {
  if (!delivers(sub)) return [];
  const consumed = consumedDeliveries(sub);
  return buildSchedule(sub, recipient, consumed, from).filter(
    (entry): entry is SpecialEntry => entry.kind === "special" && entry.date >= from && entry.date <= to,
  );
}

/**
 * The three "Next Delivery" slots: On Hold everywhere for a full pause; otherwise the upcoming
 * entries, with "7-10 days" for a new subscription's first box, "On Hold" for the regular delivery
 * a pause skips, and TBD beyond the schedule.
 */
export function nextDeliverySlots(sub: ScheduleSubscription, recipient: ScheduleRecipient, today: IsoDate): DeliverySlot[] {
  const paused = sub.status.toLowerCase() === "paused";
  if (paused && sub.pauseType === "everything") return Array.from({ length: SLOT_COUNT }, () => onHold());
  if (sub.status.toLowerCase() === "cancelled") return Array.from({ length: SLOT_COUNT }, () => tbd());
  const consumed = consumedDeliveries(sub);
  const upcoming = buildSchedule(sub, recipient, consumed, today).filter((entry) =>
    entry.kind === "regular" ? entry.index >= consumed : entry.date >= today,
  );
  // A new subscription's first box ("7-10 days") always leads, even when a special date comes sooner.
  const first = upcoming.findIndex((entry) => entry.kind === "regular" && entry.index === 0);
  if (sub.deliveriesCompleted === 0 && first > 0) upcoming.unshift(...upcoming.splice(first, 1));
  let skippedOne = false;
  const slots: DeliverySlot[] = upcoming.slice(0, SLOT_COUNT).map((entry) => {
    if (entry.kind === "special") {
      return { kind: "date", label: `${entry.label} ${dayMonth(entry.date)}`, date: entry.date, special: true };
    }
    if (entry.index === 0 && sub.deliveriesCompleted === 0) return { kind: "first", label: "7-10 days" };
    if (paused && !skippedOne) {
      skippedOne = true;
      return onHold();
    }
    return { kind: "date", label: formatShort(entry.date), date: entry.date, special: false };
  });
  while (slots.length < SLOT_COUNT) slots.push(tbd());
  return slots;
}

/** Regular deliveries used up: delivered, or skipped by a pause. */
export const consumedDeliveries = (sub: Pick<ScheduleSubscription, "deliveriesCompleted" | "deliveriesSkipped">) =>
  sub.deliveriesCompleted + (sub.deliveriesSkipped ?? 0);

/** The next regular delivery date that has not happened yet. */
export function nextRegularDelivery(sub: ScheduleSubscription): IsoDate {
  return regularDeliveryDate(sub.startDate, sub.frequency, consumedDeliveries(sub));
}

/**
 * The next regular delivery with a date: the first box comes within 7-10 days of purchase, so until
 * it is delivered that is delivery 1; after that, the first one not yet consumed.
 */
export function nextDatedDelivery(sub: ScheduleSubscription): IsoDate {
  return regularDeliveryDate(sub.startDate, sub.frequency, Math.max(1, consumedDeliveries(sub)));
}

const onHold = (): DeliverySlot => ({ kind: "on-hold", label: "On Hold" });
const tbd = (): DeliverySlot => ({ kind: "tbd", label: "TBD" });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function formatShort(date: IsoDate): string {
  const d = parseIsoDate(date);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}
