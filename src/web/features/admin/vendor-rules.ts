import {
  APPLICATION_BUSINESS_TYPE_LABELS,
  SUPPLIER_CATEGORIES,
  SUPPLIER_CATEGORY_LABELS,
  type SupplierCategory,
} from "@shared/domain/vendor-categories";
import {
  VENDOR_DECISIONS,
  VENDOR_STATUS_LABELS,
  VENDOR_STATUSES,
  type VendorDecision,
  type VendorStatus,
  vendorStatusAfter,
} from "@shared/domain/vendor-status";
import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { formatShopDateTime } from "../../lib/shop-time";
import type { VendorListStatus } from "./api/get-vendors";

/** The id of a vendor card's heading: focus goes there after a decision while the card is still listed. */
export const vendorHeadingId = (vendorId: number) => `vendor-${vendorId}-name`;

/**
 * After a refused decision the lists have refreshed: when someone else decided first, the dialog may
 * have gone with its button or its card, dropping focus; it then moves on as after a decision.
 */
export function refocusIfLost(vendorId: number, onChanged: (vendorId: number) => void): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body) onChanged(vendorId);
  });
}

/** The review page's filters, in tab order; pending first because that is the queue staff work through. */
export const VENDOR_FILTERS: readonly VendorListStatus[] = ["pending", "approved", "rejected", "suspended", "all"];

export const VENDOR_FILTER_LABELS: Record<VendorListStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
  all: "All",
};

export const VENDOR_EMPTY_MESSAGES: Record<VendorListStatus, string> = {
  pending: "No vendors waiting for review",
  approved: "No approved vendors yet",
  rejected: "No rejected applications",
  suspended: "No suspended vendors",
  all: "No vendor applications yet",
};

/** ?status=… from the address bar; anything unknown (or missing) opens the review queue. */
export function parseVendorFilter(value: string | null | undefined): VendorListStatus {
  return VENDOR_FILTERS.find((filter) => filter === value) ?? "pending";
}

/** How many vendors each tab holds, counted from the "all" list. */
export function countVendorsByStatus(
  vendors: readonly Pick<AdminVendor, "status">[],
): Record<VendorListStatus, number> {
  const counts = { pending: 0, approved: 0, rejected: 0, suspended: 0, all: vendors.length };
  for (const vendor of vendors) {
    if ((VENDOR_STATUSES as readonly string[]).includes(vendor.status)) counts[vendor.status] += 1;
  }
  return counts;
}

/** The decisions the status table allows from this status, in button order (approve, reject, suspend). */
export function decisionsFor(status: VendorStatus): VendorDecision[] {
  return VENDOR_DECISIONS.filter((decision) => vendorStatusAfter(status, decision) !== null);
}

/** The words of each decision: its button, its dialog, its progress and its toast. */
export interface DecisionCopy {
  button: string;
  title: (name: string) => string;
  description: (name: string, current: VendorStatus) => string;
  confirm: string;
  pending: string;
  successTitle: string;
  successDescription: (name: string) => string;
  failure: string;
}

export const DECISION_COPY: Record<VendorDecision, DecisionCopy> = {
  approve: {
    button: "Approve",
    title: (name) => `Approve ${name}?`,
    description: (name, current) => {
      const lead =
        current === "suspended"
          ? `This lifts ${name}'s suspension.`
          : current === "rejected"
            ? `This reverses the earlier decision on ${name}'s application.`
            : `${name} will become a partner vendor.`;
      return `${lead} Their gift boxes can be shown to customers, orders can be routed to them, and we will e-mail them to say so.`;
    },
    confirm: "Approve vendor",
    pending: "Approving...",
    successTitle: "Vendor approved",
    successDescription: (name) => `${name} has been e-mailed the good news.`,
    failure: "Could not approve the vendor. Please try again.",
  },
  reject: {
    button: "Reject",
    title: (name) => `Reject the application from ${name}?`,
    description: () =>
      "Tell the applicant why. We include your reason in the e-mail we send them, and their portal becomes read-only.",
    confirm: "Reject application",
    pending: "Rejecting...",
    successTitle: "Application rejected",
    successDescription: (name) => `${name} has been e-mailed with your reason.`,
    failure: "Could not reject the application. Please try again.",
  },
  suspend: {
    button: "Suspend",
    title: (name) => `Suspend ${name}?`,
    description: () =>
      "Their gift boxes are hidden from customers and no new orders are routed to them until you approve them again. Your reason is sent to them by e-mail.",
    confirm: "Suspend vendor",
    pending: "Suspending...",
    successTitle: "Vendor suspended",
    successDescription: (name) => `${name} has been e-mailed with your reason.`,
    failure: "Could not suspend the vendor. Please try again.",
  },
};

/** Approving a suspended vendor lifts the suspension: staff read it as "Reinstate". */
const REINSTATE_COPY: DecisionCopy = {
  ...DECISION_COPY.approve,
  button: "Reinstate",
  title: (name) => `Reinstate ${name}?`,
  confirm: "Reinstate vendor",
  pending: "Reinstating...",
  successTitle: "Vendor reinstated",
  failure: "Could not reinstate the vendor. Please try again.",
};

/** The words of the approve decision for a vendor in this status. */
export function approveCopyFor(status: VendorStatus): DecisionCopy {
  return status === "suspended" ? REINSTATE_COPY : DECISION_COPY.approve;
}

export const ADJUST_FAILURE = "Could not save the changes. Please try again.";

export interface HistoryLine {
  /** What happened: "Application received", "Approved", "Not approved"… */
  heading: string;
  /** Who and when: "by Sam Lee · 3 Dec 2026, 10:04 am". */
  byline: string;
  reason: string | null;
  at: string;
}

/** One decision as staff read it; an entry without a staff name is the vendor's own application. */
export function historyLine(entry: AdminVendor["history"][number]): HistoryLine {
  const when = formatShopDateTime(entry.at);
  const staff = entry.staffName?.trim();
  const applied = entry.status === "pending" && !staff;
  const heading = applied ? "Application received" : (VENDOR_STATUS_LABELS[entry.status] ?? entry.status);
  const byline = staff ? `by ${staff} · ${when}` : applied ? when : `by staff · ${when}`;
  return { heading, byline, reason: entry.reason?.trim() || null, at: entry.at };
}

/** An instant as milliseconds, 0 when unreadable (sorted first). */
const timeOf = (value: string) => Date.parse(value) || 0;

/** The history oldest first, so it reads as the vendor's story with the latest decision last. */
export function historyLines(history: AdminVendor["history"]): HistoryLine[] {
  return [...history].sort((a, b) => timeOf(a.at) - timeOf(b.at)).map(historyLine);
}

/** The application's business type in words ("selfcare" → "Self-care and wellness"). */
export function businessTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return APPLICATION_BUSINESS_TYPE_LABELS[type as keyof typeof APPLICATION_BUSINESS_TYPE_LABELS] ?? type;
}

export function supplierCategoryLabel(category: string): string {
  return SUPPLIER_CATEGORY_LABELS[category as SupplierCategory] ?? category;
}

/** The vendor's categories the Adjust form can tick (unknown ones from old data are dropped). */
export function knownCategories(categories: readonly string[]): SupplierCategory[] {
  return SUPPLIER_CATEGORIES.filter((category) => categories.includes(category));
}

/** The street address on one line: "12 Rose St, Fitzroy VIC 3065". */
export function addressLine(vendor: Pick<AdminVendor, "address" | "suburb" | "city" | "state" | "zipCode">): string {
  const locality = [vendor.suburb || vendor.city, vendor.state, vendor.zipCode].filter(Boolean).join(" ");
  return [vendor.address, locality].filter(Boolean).join(", ");
}

export function instagramHref(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle.replace(/^@+/, ""))}/`;
}

export function tiktokHref(handle: string): string {
  return `https://www.tiktok.com/@${encodeURIComponent(handle.replace(/^@+/, ""))}`;
}

/** "1 gift box", "3 gift boxes". */
export function giftBoxCountText(count: number): string {
  return `${count} gift ${count === 1 ? "box" : "boxes"}`;
}

/** A vendor's daily capacity in words: "1 order a day", "20 orders a day". */
export function dailyCapacityText(capacity: number): string {
  return `${capacity} ${capacity === 1 ? "order" : "orders"} a day`;
}

/** What suspending (or rejecting) does to the vendor's open orders, for the dialog. */
export function openOrdersNotice(openOrders: number): string | null {
  if (openOrders <= 0) return null;
  const orders = openOrders === 1 ? "1 open order" : `${openOrders} open orders`;
  return `This vendor holds ${orders} not yet dispatched. ${openOrders === 1 ? "It" : "They"} will pass to the next eligible vendor by the routing rules, or wait unassigned on the fulfilment page where none fits. The vendor will no longer see ${openOrders === 1 ? "its" : "their"} recipient's details.`;
}

/** After the decision: how many orders went on. */
export function passedOnText(passed: number | undefined): string {
  if (!passed) return "";
  return passed === 1 ? " 1 open order was passed on." : ` ${passed} open orders were passed on.`;
}
