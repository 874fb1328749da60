import type { Dimension, EntityKey } from "./sql-catalogue";

/** What a question asks, in the translator's own terms: nothing here is the user's text. */
export type Measure = "count" | "total" | "average" | "list";

/** Dates are yyyy-mm-dd in Australia/Sydney; `to` is exclusive. */
export interface DateRange {
  from: string | null;
  to: string | null;
  /** "last month", "in 2026"… as understood. */
  phrase: string;
}

export type Filter =
  | { kind: "status"; values: string[] }
  | { kind: "plan"; value: string }
  | { kind: "state"; value: string }
  | { kind: "category"; value: string }
  | { kind: "paymentKind"; value: string }
  | { kind: "active"; value: boolean }
  | { kind: "money"; op: ">" | "<" | ">=" | "<="; cents: number };

export interface Order {
  by: "value" | "label" | "money" | "date" | "name" | "id";
  direction: "asc" | "desc";
}

export interface Intent {
  entity: EntityKey;
  measure: Measure;
  filters: Filter[];
  dateRange: DateRange | null;
  groupBy: Dimension | null;
  order: Order | null;
  limit: number | null;
}
