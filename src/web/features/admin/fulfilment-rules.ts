import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { ORDER_STATUS_LABELS, type OrderStatus, statusMenuChoices } from "@shared/domain/fulfilment-status";
import { formatAcceptBy, OFFER_STATE_LABELS } from "@shared/domain/order-offers";
import { specialDateName } from "@shared/domain/schedule";
import {
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDER_SORTS,
  ADMIN_ORDER_STATUS_FILTERS,
  type AdminOrder,
  type AdminOrderPage,
  type GenerationResult,
} from "@shared/schemas/fulfilment";

/** The dashboard's controls: what GET /api/admin/fulfillment-orders is asked for (page size is fixed). */
export type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export type OrderStatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

export interface FulfilmentFilters {
  sortBy: OrderSort;
  status: OrderStatusFilter;
  hideCompleted: boolean;
  unassigned: boolean;
  page: number;
}

export const DEFAULT_FILTERS: FulfilmentFilters = {
  sortBy: "deliveryDate",
  status: "all",
  hideCompleted: false,
  unassigned: false,
  page: 1,
};

export const SORT_LABELS: Record<OrderSort, string> = {
  deliveryDate: "Delivery date",
  status: "Status (workflow order)",
  customerName: "Customer",
  recipientName: "Recipient",
};

export const STATUS_FILTER_LABELS: Record<OrderStatusFilter, string> = { all: "All", ...ORDER_STATUS_LABELS };

/** The Status menu of one order: its status now, then only the moves the transition table allows. */
export function statusOptions(current: OrderStatus): { value: OrderStatus; label: string }[] {
  return statusMenuChoices(current).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The controls from the address (?status=shipped&page=2); anything unreadable falls back to the default. */
export function parseFilters(params: URLSearchParams): FulfilmentFilters {
  const page = Number(params.get("page"));
  return {
    sortBy: oneOf(ADMIN_ORDER_SORTS, params.get("sortBy"), DEFAULT_FILTERS.sortBy),
    status: oneOf(ADMIN_ORDER_STATUS_FILTERS, params.get("status"), DEFAULT_FILTERS.status),
    hideCompleted: params.get("hideCompleted") === "true",
    unassigned: params.get("unassigned") === "true",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address for these controls: only what differs from the default, so the plain page stays plain. */
export function filtersToSearch(filters: FulfilmentFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) search.sortBy = filters.sortBy;
  if (filters.status !== DEFAULT_FILTERS.status) search.status = filters.status;
  if (filters.hideCompleted) search.hideCompleted = "true";
  if (filters.unassigned) search.unassigned = "true";
  if (filters.page !== 1) search.page = String(filters.page);
  return search;
}

/** A change of sort or filter starts again at page 1 (the old page may not exist any more). */
export function changeFilters(current: FulfilmentFilters, change: Partial<Omit<FulfilmentFilters, "page">>) {
  return { ...current, ...change, page: 1 };
}

function filterParams(filters: FulfilmentFilters): URLSearchParams {
  return new URLSearchParams({
    sortBy: filters.sortBy,
    status: filters.status,
    hideCompleted: String(filters.hideCompleted),
    unassigned: String(filters.unassigned),
  });
}

/** The list's query string, every filter spelled out, plus the page. */
export function ordersQueryString(filters: FulfilmentFilters, pageSize = ADMIN_ORDER_PAGE_SIZE): string {
  const params = filterParams(filters);
  params.set("page", String(filters.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}

/** The CSV export of every row matching the filters (the server ignores paging there). */
export function csvHref(filters: FulfilmentFilters): string {
  return `/api/admin/fulfillment-orders.csv?${filterParams(filters).toString()}`;
}

const count = new Intl.NumberFormat("en-AU");

/** "Showing 1–100 of 3,240"; "No orders" when nothing matches. */
export function rangeText(page: number, pageSize: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return total === 0 ? "No orders" : `None on this page of ${count.format(total)}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}`;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** "1 order has no vendor yet", "12 orders have no vendor yet". */
export function unassignedText(n: number): string {
  return n === 1 ? "1 order has no vendor yet" : `${count.format(n)} orders have no vendor yet`;
}

/**
 * The toast after Generate Orders, in figures: "5 orders created; 4 routed to a vendor, 1 without a
 * vendor." Routing counts every order it looked at: this run's, and any an interrupted run left
 * unrouted ("No new orders were due; 3 routed to a vendor.").
 */
export function generationSummary(result: GenerationResult): string {
  const made =
    result.created === 0
      ? "No new orders were due"
      : `${count.format(result.created)} ${result.created === 1 ? "order" : "orders"} created`;
  const routing = [
    result.routed > 0 ? `${count.format(result.routed)} routed to a vendor` : null,
    result.unassigned > 0 ? `${count.format(result.unassigned)} without a vendor` : null,
  ].filter(Boolean);
  return routing.length > 0 ? `${made}; ${routing.join(", ")}.` : `${made}.`;
}

/** "14 Feb 2027" (the day as it is written in Australia). */
export function orderDateText(value: string | null | undefined): string {
  if (!value) return "—";
  return isIsoDate(value) ? formatIsoDate(value) : value;
}

/** The occasion column: the special date's name, or "Regular". */
export function occasionText(specialDateType: string): string {
  return !specialDateType || specialDateType === "regular" ? "Regular" : specialDateName(specialDateType);
}

/** "Blooming Joy (In Bloom)": the box and the plan, whichever are known. */
export function giftText(order: Pick<AdminOrder, "giftBoxName" | "planName">): string {
  if (order.giftBoxName && order.planName) return `${order.giftBoxName} (${order.planName})`;
  return order.giftBoxName ?? order.planName ?? "—";
}

/** "Newtown NSW 2042", or whichever part is known. */
export function placeText(order: Pick<AdminOrder, "suburb" | "state" | "postcode">): string {
  return [order.suburb, order.state, order.postcode].filter(Boolean).join(" ") || "—";
}

// ─── Cost: dollars typed into a cell ─────────────────────────────────────────────────────────────────

export type CostText = { kind: "empty" } | { kind: "amount"; dollars: string } | { kind: "invalid" };

export const COST_HINT = "Enter dollars, like 42.50";

/**
 * What staff typed in the cost cell: nothing (no cost), an amount ("$1,200.5" → "1200.50", the form
 * the server reads) or something that is not an amount yet. A trailing point ("42.") is the amount so far.
 */
export function parseCostText(text: string): CostText {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (cleaned === "") return { kind: "empty" };
  const match = /^(\d{1,6})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return { kind: "invalid" };
  const whole = String(Number(match[1] || "0"));
  const cents = (match[2] ?? "").padEnd(2, "0");
  return { kind: "amount", dollars: `${whole}.${cents}` };
}

/** A cost as the cell shows it: 42.5 → "42.50"; none → "". */
export function costToText(cost: number | null): string {
  return cost === null ? "" : cost.toFixed(2);
}

/** Whether the typed text means a different cost from the saved one (so it is worth sending). */
export function costChanged(text: string, saved: number | null): boolean {
  const parsed = parseCostText(text);
  if (parsed.kind === "invalid") return false;
  if (parsed.kind === "empty") return saved !== null;
  return saved === null || Math.round(Number(parsed.dollars) * 100) !== Math.round(saved * 100);
}

/** A text cell's value as sent: trimmed, and blank means none. */
export function textValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

// ─── The list after one order changed ────────────────────────────────────────────────────────────────

/** An open order no vendor holds (the banner's count): still to be ordered, with no vendor. */
export function isOpenUnassigned(order: Pick<AdminOrder, "supplierId" | "status">): boolean {
  return order.supplierId === null && order.status === "to_order";
}

/**
 * A page of the list with one order replaced by the server's answer, in place (the row does not jump
 * while staff work on it), and the banner's count moved when the order joined or left the unassigned.
 */
export function replaceOrder(page: AdminOrderPage, updated: AdminOrder): AdminOrderPage {
  const index = page.orders.findIndex((order) => order.id === updated.id);
  if (index === -1) return page;
  const before = page.orders[index]!;
  const orders = page.orders.slice();
  orders[index] = updated;
  const delta = Number(isOpenUnassigned(updated)) - Number(isOpenUnassigned(before));
  return { ...page, orders, unassignedOpen: Math.max(0, page.unassignedOpen + delta) };
}

/** Under the vendor: whether it has accepted the order yet, and by when it must ("" without a vendor). */
export function offerNote(order: Pick<AdminOrder, "offerState" | "acceptBy">): string {
  if (order.offerState === "offered")
    return order.acceptBy
      ? `${OFFER_STATE_LABELS.offered} · accept by ${formatAcceptBy(order.acceptBy)}`
      : OFFER_STATE_LABELS.offered;
  return order.offerState === "accepted" ? OFFER_STATE_LABELS.accepted : "";
}
