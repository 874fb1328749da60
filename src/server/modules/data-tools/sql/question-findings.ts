import type { Noun } from "./question-vocabulary";
import type { EntityKey } from "./sql-catalogue";
import type { DateRange, Filter, Order } from "./sql-intent";

/** A question the translator cannot answer: what it understood, and what it could not. */
export class UntranslatableQuestion extends Error {
  constructor(
    readonly understood: string[],
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** Everything found in the question, before deciding what it means together. */
export interface Findings {
  dateRange: DateRange | null;
  limit: { n: number; direction: "asc" | "desc" } | null;
  moneyFilters: Filter[];
  order: Order | null;
  superlative: { noun: Noun; direction: "asc" | "desc" } | null;
  groupNoun: Noun | null;
  plans: string[];
  states: string[];
  categories: string[];
  statusWords: { word: string; meaning: Partial<Record<EntityKey, string>> }[];
  nouns: Noun[];
  measure: { count: boolean; total: boolean; average: boolean; money: boolean };
  understood: string[];
}
