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
}

export interface ScheduleRecipient {
  birthday?: IsoDate | null;
  anniversary?: IsoDate | null;
  specialDates?: { type: string; date: IsoDate; label?: string | null }[] | null;
}

export type ScheduleEntry =
  | { kind: "regular"; date: IsoDate; index: number }
  | { kind: "special"; date: IsoDate; type: string; label: string };

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
 * The 12-month schedule: every regular delivery, and each birthday, anniversary or special date
 * falling in a month, placed before that month's regular ones. It starts at the start month, or,
 * once deliveries have happened, at the month of regular delivery `fromIndex`, so it rolls forward
 * with the subscription instead of running out after the first year.
 */
export function buildSchedule(sub: ScheduleSubscription, recipient: ScheduleRecipient, fromIndex = 0): ScheduleEntry[] {
  const start = sub.startDate;
  const firstMonth = `${regularDeliveryDate(start, sub.frequency, fromIndex).slice(0, 7)}-01`;
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
  const specials: ScheduleEntry[] = yearly.map((d) => {
    const date = nextAnnualDate(d.date, firstMonth);
    return { kind: "special", date, type: d.type, label: specialDateName(d.type, d.label) };
  });
  const inWindow = specials.filter((s) => s.date < windowEnd);
  // Month by month: specials (by date) before the regular deliveries of that month.
  return [...inWindow, ...regular].sort((a, b) => {
    const byMonth = monthKey(a.date).localeCompare(monthKey(b.date));
    if (byMonth !== 0) return byMonth;
    if (a.kind !== b.kind) return a.kind === "special" ? -1 : 1;
    return a.date.localeCompare(b.date);
  });
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
  const consumed = sub.deliveriesCompleted + (sub.deliveriesSkipped ?? 0);
  const upcoming = buildSchedule(sub, recipient, consumed).filter((entry) =>
    entry.kind === "regular" ? entry.index >= consumed : entry.date >= today,
  );
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

/** The next regular delivery date that has not happened yet. */
export function nextRegularDelivery(sub: ScheduleSubscription): IsoDate {
  return regularDeliveryDate(sub.startDate, sub.frequency, sub.deliveriesCompleted + (sub.deliveriesSkipped ?? 0));
}

const onHold = (): DeliverySlot => ({ kind: "on-hold", label: "On Hold" });
const tbd = (): DeliverySlot => ({ kind: "tbd", label: "TBD" });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function formatShort(date: IsoDate): string {
  const d = parseIsoDate(date);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}
