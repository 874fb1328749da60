import { planNameForKey } from "@shared/domain/catalogue";
import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { frequencyLabel } from "@shared/domain/frequency";
import { titleCase } from "@shared/domain/names";
import { monthlyEquivalentCents } from "@shared/domain/pricing";
import type { SubscriptionView } from "@shared/schemas/subscription";

/** Rows per page of the subscription table (spec §9). */
export const PAGE_SIZE = 3;

/** The parts of a subscription (GET /api/subscriptions) the list rules read. */
export type PlanFields = Partial<Pick<SubscriptionView, "giftBox" | "planName" | "pendingPlanKey" | "planChangeFrom">>;
export type StatFields = Pick<SubscriptionView, "status" | "frequency" | "billingInterval"> & {
  specialDates: Pick<SubscriptionView["specialDates"][number], "date">[];
};

export interface PageWindow {
  /** The current page, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  /** Index of the first row on the page (0-based) and one past the last. */
  startIndex: number;
  endIndex: number;
  /** "Showing X to Y of N results": X and Y are 1-based; both 0 when there are no rows. */
  from: number;
  to: number;
  total: number;
}

/** Pagination maths for `total` rows, `pageSize` per page (page numbers start at 1). */
export function pageWindow(total: number, page: number, pageSize = PAGE_SIZE): PageWindow {
  const safeTotal = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(safeTotal / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const startIndex = (current - 1) * pageSize;
  const endIndex = Math.min(startIndex + pageSize, safeTotal);
  return {
    page: current,
    pageCount,
    startIndex,
    endIndex,
    from: safeTotal === 0 ? 0 : startIndex + 1,
    to: endIndex,
    total: safeTotal,
  };
}

export function showingText({ from, to, total }: Pick<PageWindow, "from" | "to" | "total">): string {
  return `Showing ${from} to ${to} of ${total} results`;
}

/**
 * The numbered page buttons: every page when there are at most 7, otherwise the first, the
 * last and the current page with its neighbours, with "gap" where pages are left out.
 */
export function pageNumbers(pageCount: number, current: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  if (current <= 3) for (const n of [2, 3, 4]) wanted.add(n);
  if (current >= pageCount - 2) for (const n of [pageCount - 3, pageCount - 2, pageCount - 1]) wanted.add(n);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1]! > 1) result.push("gap");
    result.push(n);
  });
  return result;
}

/** The Gift Plan cell: the gift box's name, else the plan's name, else 'No plan selected'. */
export function planCellText(sub: PlanFields): string {
  return sub.giftBox?.name || sub.planName || "No plan selected";
}

/** "Changes to The Unwind Edit from 14 Feb 2027" when a plan change waits for a later delivery. */
export function pendingPlanNote(sub: PlanFields): string | null {
  if (!sub.pendingPlanKey) return null;
  const plan = planNameForKey(sub.pendingPlanKey) ?? titleCase(sub.pendingPlanKey.replaceAll("-", " "));
  if (sub.planChangeFrom && isIsoDate(sub.planChangeFrom))
    return `Changes to ${plan} from ${formatIsoDate(sub.planChangeFrom)}`;
  return `Changes to ${plan} from the next delivery`;
}

/**
 * The Billing column's label (spec: it shows the frequency): how often pay-as-you-go is charged, or
 * "Annual" with the frequency of the deliveries it pays for ("Annual · Monthly").
 */
export function billingLabel(interval: string | null | undefined, frequency: string): string {
  return interval === "annual" ? `Annual · ${frequencyLabel(frequency)}` : frequencyLabel(frequency);
}

/** Active and paused subscriptions still deliver and bill; cancelled ones do not. */
export function isLive(status: string): boolean {
  const s = status.toLowerCase();
  return s === "active" || s === "paused";
}

export interface SubscriptionStats {
  active: number;
  paused: number;
  upcomingSpecial: number;
  monthlyCents: number;
}

/**
 * The dashboard's stat cards from the user's own subscriptions: active and paused counts, the
 * bought special-date deliveries still to come, and what the live subscriptions cost per month
 * on average (the price function's monthly equivalent: a weekly plan is 52 deliveries a year over 12).
 */
export function subscriptionStats(subs: readonly StatFields[], today: string): SubscriptionStats {
  let active = 0;
  let paused = 0;
  let upcomingSpecial = 0;
  let monthlyCents = 0;
  for (const sub of subs) {
    const status = sub.status.toLowerCase();
    if (status === "active") active++;
    if (status === "paused") paused++;
    if (!isLive(status)) continue;
    upcomingSpecial += sub.specialDates.filter((d) => d.date >= today).length;
    monthlyCents += monthlyEquivalentCents(sub.frequency, sub.billingInterval);
  }
  return { active, paused, upcomingSpecial, monthlyCents };
}

/** Which controls a row shows (spec §4; Cancel is PRODUCT.md's addition). */
export function rowActions(sub: { status: string; canPause: boolean }) {
  const status = sub.status.toLowerCase();
  return {
    pause: status === "active",
    pauseEnabled: status === "active" && sub.canPause,
    resume: status === "paused",
    cancel: isLive(status),
    pauseInstead: status === "active" && sub.canPause,
  };
}
