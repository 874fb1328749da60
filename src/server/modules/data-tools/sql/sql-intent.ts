import type { DateKey, Dimension, EntityKey, FlagKey, MoneyKey } from "./sql-catalogue";

/** What a question asks, in the translator's own terms: nothing here is the user's text. */
export type Measure = "count" | "total" | "average" | "list" | "percent" | "mrr" | "acceptance";

/** Dates are yyyy-mm-dd in Australia/Sydney; `to` is exclusive. */
export interface DateRange {
  from: string | null;
  to: string | null;
  /** "the last 30 days": up to now; its end bounds only dated rows (a timestamp cannot be in the future). */
  upToNow?: boolean;
  /**
   * "the last 6 months", "the last 8 weeks": N counted units. By month the resolver makes it this month and
   * the N − 1 before (the sets' writers agree); by week writers count N × 7 days, a partial week first.
   */
  lastUnits?: { n: number; unit: "week" | "month" };
  /** "last month", "in 2026"… as understood. */
  phrase: string;
}

export type Filter =
  | { kind: "status"; values: string[]; negated?: boolean }
  | NamedFilter
  | { kind: "paymentKind"; values: string[]; negated?: boolean }
  | { kind: "flag"; flag: FlagKey; value: boolean }
  /** `given`: refunds are stored negative, so "refunds over $50" compares the amount given back. */
  | { kind: "money"; op: ">" | "<" | ">=" | "<="; cents: number; given?: boolean };

/** A value a question names; `values` when it compares several ("annual vs pay as you go"). */
export interface NamedFilter {
  kind: "plan" | "state" | "postcode" | "suburb" | "category" | "frequency" | "billing" | "occasion";
  value: string;
  values?: string[];
  negated?: boolean;
}

export interface Order {
  by: "value" | "label" | "money" | "date" | "name" | "id";
  direction: "asc" | "desc";
}

/** "customers with more than one recipient": rows of `entity` grouped by their `owner`, kept by count. */
export interface Having {
  owner: EntityKey;
  op: ">" | ">=" | "=" | "<" | "<=";
  /** How many related rows, or with `cents` the cents their money adds up to ("paid us more than $500"). */
  n: number;
  cents?: boolean;
}

/** "vendors without gift boxes": rows of the entity with no row of `related` (matching its filters). */
export interface Without {
  related: EntityKey;
  filters: Filter[];
  /** "vendors with no order in the last 60 days": the period of the related rows (their own date). */
  dateRange?: DateRange;
  /** The opposite: rows with at least one such related row ("paying customers"), as EXISTS. */
  present?: boolean;
}

export interface Intent {
  entity: EntityKey;
  measure: Measure;
  /** A total or average shown with the number of rows it adds up ("how much and how many"). */
  alsoCount?: boolean;
  /** A count shown with how many of the rows meet this condition ("and how many of them are unassigned"). */
  part?: Filter;
  /** "how many are active and how many are retired": the first condition, counted beside the part. */
  partBefore?: Filter;
  /** A total or average of vendors' daily capacity (orders a day), not of dollars. */
  quantity?: "capacity" | "lifetime";
  /** Which money column a total or average adds up (the entity's default when null). */
  money: MoneyKey | null;
  filters: Filter[];
  /** For "percent": the rows counted out of all the filtered ones. */
  share: Filter[];
  dateRange: DateRange | null;
  /** Which of the entity's dates the range and a month grouping use (its default when null). */
  date: DateKey | null;
  groupBy: Dimension[];
  /** Archived recipients: left out by default; "only" asks for them alone, "include" counts them too. */
  archived?: "only" | "include";
  /** A ranking of the groups ("most popular plans"): box-only subscriptions, with no plan, are not ranked. */
  ranked?: boolean;
  having: Having | null;
  without: Without | null;
  order: Order | null;
  limit: number | null;
}

/** Refunds alone are asked for: they are stored negative, so amounts compare and rank as given back. */
export function refundsOnly(filters: readonly Filter[]): boolean {
  return filters.some((f) => f.kind === "paymentKind" && !f.negated && f.values.join() === "refund");
}
