import { GIFT_PLANS } from "../../../../shared/domain/catalogue";
import type { Dimension, EntityKey } from "./sql-catalogue";

/**
 * The words the translator understands. A question may only contain these, the filler words below and
 * date phrases (date-phrases.ts); anything else makes it refuse, so nothing unknown is ever guessed at.
 */

/**
 * A plan as a question names it: its name in lower case without "The" or punctuation ("stay in stay
 * close"), "plan" or "plans" after it optional, and "savor" as well as "savour".
 */
function planPattern(name: string): RegExp {
  const words = name
    .toLowerCase()
    .replace(/^the /, "")
    .replace(/[^a-z ]+/g, "")
    .replace(/our\b/g, "ou?r");
  return new RegExp(`\\b(?:the )?${words}(?: plans?)?\\b`, "g");
}

export const PLANS: { pattern: RegExp; key: string; name: string }[] = GIFT_PLANS.map((plan) => ({
  pattern: planPattern(plan.name),
  key: plan.key,
  name: plan.name,
}));

export const STATES: { pattern: RegExp; code: string }[] = [
  { pattern: /\bnew south wales\b/g, code: "NSW" },
  { pattern: /\bvictoria\b/g, code: "VIC" },
  { pattern: /\bqueensland\b/g, code: "QLD" },
  { pattern: /\bwestern australia\b/g, code: "WA" },
  { pattern: /\bsouth australia\b/g, code: "SA" },
  { pattern: /\btasmania\b/g, code: "TAS" },
  // "Victorian postcodes", "Queensland addresses": the state.
  { pattern: /\bvictorian(?: (?:postcodes|addresses|suburbs))?\b/g, code: "VIC" },
  { pattern: /\btasmanian\b/g, code: "TAS" },
  { pattern: /\baustralian capital territory\b/g, code: "ACT" },
  { pattern: /\bnorthern territory\b/g, code: "NT" },
  { pattern: /\b(nsw|vic|qld|wa|sa|tas|act|nt)\b/g, code: "" },
];

const category = (words: string) => new RegExp(`\\b(?:${words})(?: categor(?:y|ies))?\\b`, "g");
export const CATEGORIES: { pattern: RegExp; value: string }[] = [
  { pattern: category("luxury"), value: "luxury" },
  { pattern: category("wellness"), value: "wellness" },
  { pattern: category("gourmet|food"), value: "food" },
  { pattern: category("flowers?|floral"), value: "flowers" },
  { pattern: category("home"), value: "home" },
  { pattern: category("pleasure"), value: "pleasure" },
];

/** An order on its way: locked, with or without a vendor, not yet delivered. */
export const UNDELIVERED = "to_order,ordered,dispatch_scheduled,shipped";

/** A status-like word and what it means for each entity that has it. */
export const STATUS_WORDS: { pattern: RegExp; word: string; meaning: Partial<Record<EntityKey, string>> }[] = [
  {
    pattern: /\b(?:inactive|retired|discontinued|withdrawn from sale)\b/g,
    word: "inactive",
    meaning: { giftBoxes: "flag:onSale:false" },
  },
  // Live subscriptions are the ones still running: active or paused (PRODUCT.md).
  {
    pattern: /\b(?:live(?! in\b)|current|ongoing)\b/g,
    word: "live",
    meaning: { subscriptions: "active,paused", giftBoxes: "flag:onSale:true" },
  },
  {
    pattern: /\bactive\b/g,
    word: "active",
    meaning: { subscriptions: "active", giftBoxes: "flag:onSale:true", vendors: "approved" },
  },
  { pattern: /\b(?:on|for) sale\b/g, word: "on sale", meaning: { giftBoxes: "flag:onSale:true" } },
  { pattern: /\b(?:paused|on (?:a )?pause|on hold)\b/g, word: "paused", meaning: { subscriptions: "paused" } },
  { pattern: /\bcancell?ed\b/g, word: "cancelled", meaning: { subscriptions: "cancelled" } },
  { pattern: /\bdraft\b/g, word: "draft", meaning: { subscriptions: "draft" } },
  // An unpaid statement is one not yet paid (open or approved); an unpaid subscription is a draft checkout.
  {
    pattern: /\b(?:unpaid|not yet paid|outstanding)\b/g,
    word: "unpaid",
    meaning: { subscriptions: "draft", statements: "open,approved" },
  },
  {
    pattern:
      /\b(?:pending (?:approval|review)|(?:still )?(?:waiting|awaiting)(?! to be)(?: (?:for |on )?(?:approval|review|sign off|us|a decision))?|pending)\b/g,
    word: "pending",
    meaning: { vendors: "pending" },
  },
  { pattern: /\bapproved\b/g, word: "approved", meaning: { vendors: "approved", statements: "approved" } },
  { pattern: /\brejected\b/g, word: "rejected", meaning: { vendors: "rejected" } },
  { pattern: /\bsuspended\b/g, word: "suspended", meaning: { vendors: "suspended" } },
  { pattern: /\bopen\b/g, word: "open", meaning: { statements: "open" } },
  {
    pattern: /\b(?:still )?to order\b|\bnot yet ordered\b|\bunordered\b|\b(?:still )?(?:waiting|yet) to be ordered\b/g,
    word: "to order",
    meaning: { orders: "to_order" },
  },
  // Undelivered: an order on its way (locked, with or without a vendor, not yet delivered).
  {
    pattern: /\bundelivered\b/g,
    word: "undelivered",
    meaning: { orders: UNDELIVERED },
  },
  { pattern: /\bordered\b(?! by)/g, word: "ordered", meaning: { orders: "ordered" } },
  {
    pattern: /\b(?:dispatch scheduled|scheduled for dispatch)\b/g,
    word: "dispatch scheduled",
    meaning: { orders: "dispatch_scheduled" },
  },
  { pattern: /\b(?:shipped|dispatched)\b/g, word: "shipped", meaning: { orders: "shipped" } },
  // "deliveries we completed": delivered.
  // "deliveries confirmed last week": delivered (the vendor or staff confirmed it).
  {
    pattern:
      /\b(?:(?:confirmed (?:as )?)?delivered|completed?|fulfill?ed|confirmed|(?<=(?:deliveries|orders|jobs) )(?:done|made))\b/g,
    word: "delivered",
    meaning: { orders: "delivered" },
  },
  { pattern: /\bskipped\b/g, word: "skipped", meaning: { orders: "skipped" } },
  { pattern: /\bwithdrawn\b/g, word: "withdrawn", meaning: { orders: "withdrawn" } },
  { pattern: /\brefunded\b/g, word: "refunded", meaning: { orders: "refunded" } },
  { pattern: /\b(?:succeeded|successful)\b/g, word: "succeeded", meaning: { payments: "succeeded" } },
  {
    pattern: /\b(?:failed|fail|failing|declined|unsuccessful|bounced)\b/g,
    word: "failed",
    meaning: { payments: "failed" },
  },
  { pattern: /\brenewals?\b/g, word: "renewal", meaning: { payments: "kind:renewal" } },
  {
    pattern: /\b(?:initial|first (?:payments?|charges?|purchases?))\b/g,
    word: "initial",
    meaning: { payments: "kind:initial" },
  },
];

/** Delivery frequencies; "monthly" before takings words is a grouping, read first (question-rules.ts). */
export const FREQUENCIES: { pattern: RegExp; value: string }[] = [
  { pattern: /\bweekly(?: plans?)?\b/g, value: "weekly" },
  { pattern: /\bfortnightly(?: plans?)?\b/g, value: "fortnightly" },
  { pattern: /\bmonthly(?: plans?)?\b/g, value: "monthly" },
  { pattern: /\bquarterly(?: plans?)?\b/g, value: "quarterly" },
];

export const BILLING: { pattern: RegExp; value: string }[] = [
  {
    pattern:
      /\b(?:(?:billed|paid|charged|pay|pays|paying) )?(?:annual(?:ly)?|yearly|upfront|up front)(?: (?:billing|plans?))?\b/g,
    value: "annual",
  },
  { pattern: /\b(?:(?:billed|paid|charged|pay|pays|paying) )?pay as you go(?: billing)?\b/g, value: "pay-as-you-go" },
];

export type Noun = {
  entity: EntityKey | "revenue" | "refunds" | null;
  dimension: Dimension | null;
  singular: boolean;
};

/** Nouns that name data or a grouping, longest first. */
export const NOUNS: { pattern: string; noun: Noun }[] = [
  { pattern: "gift boxes", noun: { entity: "giftBoxes", dimension: "giftBox", singular: false } },
  { pattern: "gift box", noun: { entity: "giftBoxes", dimension: "giftBox", singular: true } },
  { pattern: "boxes", noun: { entity: "giftBoxes", dimension: "giftBox", singular: false } },
  { pattern: "box", noun: { entity: "giftBoxes", dimension: "giftBox", singular: true } },
  { pattern: "products", noun: { entity: "giftBoxes", dimension: "giftBox", singular: false } },
  { pattern: "product", noun: { entity: "giftBoxes", dimension: "giftBox", singular: true } },
  { pattern: "vendors", noun: { entity: "vendors", dimension: "vendor", singular: false } },
  { pattern: "vendor", noun: { entity: "vendors", dimension: "vendor", singular: true } },
  { pattern: "suppliers", noun: { entity: "vendors", dimension: "vendor", singular: false } },
  { pattern: "supplier", noun: { entity: "vendors", dimension: "vendor", singular: true } },
  { pattern: "subscriptions", noun: { entity: "subscriptions", dimension: null, singular: false } },
  { pattern: "subscription", noun: { entity: "subscriptions", dimension: null, singular: true } },
  { pattern: "subs", noun: { entity: "subscriptions", dimension: null, singular: false } },
  { pattern: "sub", noun: { entity: "subscriptions", dimension: null, singular: true } },
  // Vendors apply to sell; their applications are the vendor rows themselves.
  { pattern: "vendor applications", noun: { entity: "vendors", dimension: "vendor", singular: false } },
  { pattern: "applications", noun: { entity: "vendors", dimension: "vendor", singular: false } },
  { pattern: "applicants", noun: { entity: "vendors", dimension: "vendor", singular: false } },
  { pattern: "recipient profiles", noun: { entity: "recipients", dimension: null, singular: false } },
  { pattern: "recipients", noun: { entity: "recipients", dimension: null, singular: false } },
  { pattern: "recipient", noun: { entity: "recipients", dimension: null, singular: true } },
  { pattern: "buyers", noun: { entity: "buyers", dimension: "buyer", singular: false } },
  { pattern: "buyer", noun: { entity: "buyers", dimension: "buyer", singular: true } },
  { pattern: "customer accounts", noun: { entity: "buyers", dimension: "buyer", singular: false } },
  { pattern: "customers", noun: { entity: "buyers", dimension: "buyer", singular: false } },
  { pattern: "customer", noun: { entity: "buyers", dimension: "buyer", singular: true } },
  { pattern: "vendor statements", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "vendor statement", noun: { entity: "statements", dimension: null, singular: true } },
  { pattern: "payout statements", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "statements", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "statement", noun: { entity: "statements", dimension: null, singular: true } },
  { pattern: "payouts", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "vendor payouts", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "supplier payouts", noun: { entity: "statements", dimension: null, singular: false } },
  { pattern: "fulfilment orders", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "fulfillment orders", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "orders", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "shipments", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "parcels", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "gifts", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "extras", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "packages", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "order", noun: { entity: "orders", dimension: null, singular: true } },
  { pattern: "deliveries", noun: { entity: "orders", dimension: null, singular: false } },
  { pattern: "delivery", noun: { entity: "orders", dimension: null, singular: true } },
  { pattern: "refunds", noun: { entity: "refunds", dimension: null, singular: false } },
  { pattern: "refund", noun: { entity: "refunds", dimension: null, singular: true } },
  { pattern: "payments", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "payment", noun: { entity: "payments", dimension: null, singular: true } },
  { pattern: "charges", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "charge attempts", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "attempts", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "payment attempts", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "charge", noun: { entity: "payments", dimension: null, singular: true } },
  { pattern: "transactions", noun: { entity: "payments", dimension: null, singular: false } },
  { pattern: "transaction", noun: { entity: "payments", dimension: null, singular: true } },
  { pattern: "revenue", noun: { entity: "revenue", dimension: null, singular: true } },
  { pattern: "takings", noun: { entity: "revenue", dimension: null, singular: true } },
  { pattern: "sales", noun: { entity: "revenue", dimension: null, singular: false } },
  { pattern: "income", noun: { entity: "revenue", dimension: null, singular: true } },
  { pattern: "suburbs", noun: { entity: null, dimension: "suburb", singular: false } },
  { pattern: "suburb", noun: { entity: null, dimension: "suburb", singular: true } },
  { pattern: "postcodes", noun: { entity: null, dimension: "postcode", singular: false } },
  { pattern: "postcode", noun: { entity: null, dimension: "postcode", singular: true } },
  { pattern: "frequencies", noun: { entity: null, dimension: "frequency", singular: false } },
  { pattern: "delivery frequency", noun: { entity: null, dimension: "frequency", singular: true } },
  { pattern: "frequency", noun: { entity: null, dimension: "frequency", singular: true } },
  { pattern: "billing types", noun: { entity: null, dimension: "billing", singular: false } },
  { pattern: "billing type", noun: { entity: null, dimension: "billing", singular: true } },
  { pattern: "billing cycles", noun: { entity: null, dimension: "billing", singular: false } },
  { pattern: "billing cycle", noun: { entity: null, dimension: "billing", singular: true } },
  { pattern: "billing periods", noun: { entity: null, dimension: "billing", singular: false } },
  { pattern: "billing period", noun: { entity: null, dimension: "billing", singular: true } },
  { pattern: "billing options", noun: { entity: null, dimension: "billing", singular: false } },
  { pattern: "billing", noun: { entity: null, dimension: "billing", singular: true } },
  { pattern: "billing intervals", noun: { entity: null, dimension: "billing", singular: false } },
  { pattern: "billing interval", noun: { entity: null, dimension: "billing", singular: true } },
  { pattern: "days", noun: { entity: null, dimension: "day", singular: false } },
  { pattern: "day", noun: { entity: null, dimension: "day", singular: true } },
  { pattern: "states", noun: { entity: null, dimension: "state", singular: false } },
  { pattern: "state", noun: { entity: null, dimension: "state", singular: true } },
  { pattern: "weeks", noun: { entity: null, dimension: "week", singular: false } },
  { pattern: "week", noun: { entity: null, dimension: "week", singular: true } },
  { pattern: "months", noun: { entity: null, dimension: "month", singular: false } },
  { pattern: "month", noun: { entity: null, dimension: "month", singular: true } },
  { pattern: "years", noun: { entity: null, dimension: "year", singular: false } },
  { pattern: "year", noun: { entity: null, dimension: "year", singular: true } },
  { pattern: "gift plans", noun: { entity: null, dimension: "plan", singular: false } },
  { pattern: "gift plan", noun: { entity: null, dimension: "plan", singular: true } },
  { pattern: "plans", noun: { entity: null, dimension: "plan", singular: false } },
  { pattern: "plan", noun: { entity: null, dimension: "plan", singular: true } },
  { pattern: "categories", noun: { entity: null, dimension: "category", singular: false } },
  { pattern: "category", noun: { entity: null, dimension: "category", singular: true } },
  { pattern: "statuses", noun: { entity: null, dimension: "status", singular: false } },
  { pattern: "stages", noun: { entity: null, dimension: "status", singular: false } },
  { pattern: "stage", noun: { entity: null, dimension: "status", singular: true } },
  { pattern: "status", noun: { entity: null, dimension: "status", singular: true } },
  { pattern: "kinds", noun: { entity: null, dimension: "kind", singular: false } },
  // "by type": a payment's kind, a delivery's occasion, a vendor's business, a box's category (question-resolver.ts).
  { pattern: "types", noun: { entity: null, dimension: "kind", singular: false } },
  { pattern: "type", noun: { entity: null, dimension: "kind", singular: true } },
  { pattern: "kind", noun: { entity: null, dimension: "kind", singular: true } },
  { pattern: "relationship to the buyer", noun: { entity: null, dimension: "relationship", singular: true } },
  { pattern: "relationship to the customer", noun: { entity: null, dimension: "relationship", singular: true } },
  { pattern: "relationships", noun: { entity: null, dimension: "relationship", singular: false } },
  { pattern: "relationship", noun: { entity: null, dimension: "relationship", singular: true } },
  { pattern: "occasion types", noun: { entity: null, dimension: "occasion", singular: false } },
  { pattern: "occasion type", noun: { entity: null, dimension: "occasion", singular: true } },
  { pattern: "special date types", noun: { entity: null, dimension: "occasion", singular: false } },
  { pattern: "special date type", noun: { entity: null, dimension: "occasion", singular: true } },
  { pattern: "occasions", noun: { entity: null, dimension: "occasion", singular: false } },
  { pattern: "occasion", noun: { entity: null, dimension: "occasion", singular: true } },
  { pattern: "couriers", noun: { entity: null, dimension: "courier", singular: false } },
  { pattern: "vendor business types", noun: { entity: null, dimension: "businessType", singular: false } },
  { pattern: "vendor business type", noun: { entity: null, dimension: "businessType", singular: true } },
  { pattern: "business types", noun: { entity: null, dimension: "businessType", singular: false } },
  { pattern: "business type", noun: { entity: null, dimension: "businessType", singular: true } },
  { pattern: "vendor types", noun: { entity: null, dimension: "businessType", singular: false } },
  { pattern: "vendor type", noun: { entity: null, dimension: "businessType", singular: true } },
  { pattern: "courier", noun: { entity: null, dimension: "courier", singular: true } },
];
// Longest first, so "vendor statements" is read before "vendor".
export const NOUN_ALTERNATION = NOUNS.map((n) => n.pattern)
  .sort((a, b) => b.length - a.length)
  .join("|");

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};
export const NUMBER_WORD = Object.keys(NUMBER_WORDS).join("|");

/** Filler: words that carry no meaning for the query. */
export const STOP_WORDS = new Set(
  `a an the of in on at for from to with and or all any our my me i we you us it its is are was were be been
  being do does did have has had there here what whats which who whose how show list give get find tell display
  please can could would will see let know that those these them they their this up so far just only now right
  currently ever by per each every overall altogether made added received due shop data rows records entries
  exist exists currently were as out whole did does still yet been who whom that were recorded been
  bring brings brought in make take took taken got gets but they're earn earned collect collected generate generated so far scheduled use uses using
  anything everything ones stuff etc we've we're i'm i'd let's currently listed set setup moment present again
  hi hey quick question pls plz thanks thank cheers wondering curious kindly looking pull run grab fetch
  rundown overview summary figures numbers stats also actually really roughly approximately
  id ids name names details booked sitting even though already among rank ranked ranking should would
  break down broken included saved entered running catalogue catalog they've once mostly people too
  gross sell sells selling combined concentrated lined lifetime wedding gave heading headed play go going counted sending given issued falls fall falling lands land`.split(
    /\s+/,
  ),
);
