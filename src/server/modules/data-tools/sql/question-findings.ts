import type { Noun } from "./question-vocabulary";
import type { DateKey, EntityKey, FlagKey, MoneyKey } from "./sql-catalogue";
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

/** A value a question names, possibly negated ("not on the In Bloom plan"). */
export interface Named {
  value: string;
  negated: boolean;
  /** Where it is said in the question: a percentage's share is the condition said last. */
  at?: number;
}

/** Everything found in the question, before deciding what it means together. */
export interface Findings {
  dateRange: DateRange | null;
  limit: { n: number; direction: "asc" | "desc" } | null;
  moneyFilters: Filter[];
  order: Order | null;
  superlative: { noun: Noun; direction: "asc" | "desc" } | null;
  groupNouns: Noun[];
  plans: Named[];
  states: Named[];
  postcodes: Named[];
  categories: Named[];
  frequencies: Named[];
  billing: Named[];
  statusWords: { word: string; meaning: Partial<Record<EntityKey, string>>; negated: boolean; at?: number }[];
  flags: { flag: FlagKey; value: boolean; at?: number }[];
  /** "Show how many each has": a count of related rows listed per owner, not the number of owners. */
  countEach?: boolean;
  /** "top 3 vendors by cost of delivered orders": the rows named after it are summed, by what is ranked. */
  sumOf?: boolean;
  archived?: "only" | "include" | "exclude";
  /** Today in Sydney (yyyy-mm-dd). */
  today: string;
  /** "… and how many of them are unassigned": where that second count's condition begins. */
  partFrom?: number;
  occasions: Named[];
  /** Suburbs named with a capital ("buyers in Bondi"), as typed. */
  suburbs: Named[];
  /** "right now", "at the moment": of subscriptions with no status named, the live ones. */
  now?: boolean;
  /** "most first", "in descending order": a grouped answer's order. */
  valueOrder?: "asc" | "desc";
  nouns: Noun[];
  /** "customers with more than one recipient". */
  having: { noun: Noun; op: ">" | ">=" | "=" | "<" | "<="; n: number; cents?: boolean } | null;
  /** "customers without a subscription", "vendors that never had an order". */
  without: { noun: Noun; bought?: boolean; present?: boolean; filters?: Filter[]; dateRange?: DateRange } | null;
  /** "late orders": still on their way after their delivery date (before today). */
  late?: boolean;
  /** The date a phrase names outright ("3 days after their delivery date"), over any verb's. */
  dateOn?: DateKey;
  /** The date a verb names ("cancelled", "birthday"); "created" when the question says so outright. */
  dateVerb: DateKey | null;
  money: MoneyKey | null;
  revenue: { net: boolean; refunds: boolean } | null;
  percent: boolean;
  /** "annual vs pay as you go": the values named are compared, one row each. */
  versus?: boolean;
  /** "monthly recurring revenue": the Analytics tab's figure of the subscriptions (recurring-revenue.ts). */
  mrr?: boolean;
  /** "acceptance rate per vendor": offers accepted as a percentage of offers made. */
  acceptance?: boolean;
  /** "how long do cancelled subscriptions last": days from creation to cancellation, averaged. */
  lifetime?: boolean;
  /** "daily capacity": a column the vendors' list shows, or added up / averaged as orders a day. */
  capacity?: boolean;
  /** "… and why": the reason a failed payment gives, only shown beside payments listed. */
  reason?: boolean;
  /** The word "buyer(s)" (not "customer"): a date on it is ambiguous. */
  buyerWord: boolean;
  measure: { count: boolean; total: boolean; average: boolean; money: boolean };
  understood: string[];
  /** The question as normalised: where a percentage's condition stands beside the noun it describes. */
  source: string;
}
