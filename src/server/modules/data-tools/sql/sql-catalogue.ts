/**
 * What the SQL translator knows of the shop's schema: the entities a question may be about, the columns
 * it may read and how tables join. Only what is named here can ever reach a query, and the runner's
 * allow-list (sql-allow-list.ts) and the reader role's grants (migrations 0011, 0021) are the same names.
 * Never here: passwords, tokens, e-mail addresses, phones, provider ids, preferences (intimate or not).
 */

export const ENTITY_KEYS = [
  "subscriptions",
  "recipients",
  "buyers",
  "giftBoxes",
  "vendors",
  "orders",
  "payments",
  "statements",
  "declines",
  "offers",
] as const;
export type EntityKey = (typeof ENTITY_KEYS)[number];

export const DIMENSIONS = [
  "state",
  "suburb",
  "postcode",
  "month",
  "year",
  "week",
  "day",
  "plan",
  "vendor",
  "buyer",
  "giftBox",
  "status",
  "category",
  "kind",
  "relationship",
  "frequency",
  "billing",
  "courier",
  "reason",
  "occasion",
  "businessType",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Joins, keyed by name; `on` is [joined table's column, already-present column]. */
export const JOINS = {
  subscriptionRecipient: {
    table: "recipient_profiles",
    on: ["recipient_profiles.id", "subscriptions.recipient_profile_id"],
  },
  subscriptionGiftBox: { table: "gift_boxes", on: ["gift_boxes.id", "subscriptions.gift_box_id"] },
  subscriptionBuyer: { table: "users", on: ["users.id", "subscriptions.user_id"] },
  recipientBuyer: { table: "users", on: ["users.id", "recipient_profiles.user_id"] },
  giftBoxVendor: { table: "suppliers", on: ["suppliers.id", "gift_boxes.supplier_id"] },
  orderVendor: { table: "suppliers", on: ["suppliers.id", "fulfilment_orders.supplier_id"] },
  orderSubscription: { table: "subscriptions", on: ["subscriptions.id", "fulfilment_orders.subscription_id"] },
  paymentSubscription: { table: "subscriptions", on: ["subscriptions.id", "payments.subscription_id"] },
  paymentBuyer: { table: "users", on: ["users.id", "payments.user_id"] },
  statementVendor: { table: "suppliers", on: ["suppliers.id", "vendor_statements.supplier_id"] },
  declineVendor: { table: "suppliers", on: ["suppliers.id", "fulfilment_order_events.supplier_id"] },
  // The box a subscription may have, kept when it has none (its plan then comes from its own key).
  subscriptionPlanBox: { table: "gift_boxes", on: ["gift_boxes.id", "subscriptions.gift_box_id"], left: true },
} as const;
export type JoinKey = keyof typeof JOINS;

/** A column reached from the entity's table through the joins listed (in order). */
export interface Field {
  column: string;
  joins: readonly JoinKey[];
  /** A grouping by a name also groups by this key (two buyers may share a name) and shows it. */
  key?: string;
  /** The key's output column, when it is not `<grouping>_id` (a suburb's state). */
  keyAlias?: string;
  /** The value is planOf(column, gift_boxes.category), not the column itself. */
  planOf?: boolean;
  /** Rows without a value are left out of a grouping by it (an order no courier has carried yet). */
  groupsOnlyKnown?: boolean;
}

export interface ListColumn {
  alias: string;
  column: string;
  /** Joins the column needs (the recipient's name beside a delivery). */
  joins?: readonly JoinKey[];
  /** Cents shown as dollars. */
  money?: boolean;
}

export interface DateField {
  column: string;
  /** "month": text "yyyy-mm" (a vendor statement's month). */
  type: "timestamp" | "date" | "month";
  describe: string;
}

/**
 * Which date a verb means: "cancelled last month" is the cancellation date, "paid" the payment's,
 * "delivered" the delivery's, "joined" or "created" when the row was made.
 */
export type DateKey =
  | "created"
  | "cancelled"
  | "paid"
  | "delivery"
  | "delivered"
  | "dispatched"
  | "period"
  | "billing"
  | "birthday"
  | "anniversary"
  | "resume";

export interface MoneyField {
  column: string;
  describe: string;
}
export type MoneyKey = "amount" | "gst" | "cost" | "allocated" | "price" | "total";

/** Yes/no facts a question may state, or deny ("unassigned", "registered for GST", "no birthday"). */
export type FlagKey =
  | "assigned"
  | "gstRegistered"
  | "hasAbn"
  | "hasBirthday"
  | "byVendor"
  | "hasAnniversary"
  | "onSale"
  | "hasPostcode"
  | "special"
  | "dispatchedLate";
export interface FlagDef {
  /** true: the column is not null; "boolean": the column is true; "notEmpty": the text is not empty. */
  column: string;
  test: "notNull" | "boolean" | "notEmpty" | "after";
  /** For "after": the column it is later than. */
  than?: string;
  /** "No vendor" is only said of rows in this status: earlier ones are not routed yet (the unassigned index). */
  missingOnlyIn?: { column: string; value: string };
  describe: [yes: string, no: string];
}

export interface EntityDef {
  key: EntityKey;
  table: string;
  plural: string;
  /** The first date is the default one. */
  dates: Partial<Record<DateKey, DateField>>;
  money?: Partial<Record<MoneyKey, MoneyField>>;
  status?: { column: string; values: readonly string[] };
  /** Rows of the table that are this entity (users who are buyers). */
  fixed?: { column: string; value: string | readonly string[] };
  /** Set when the row was deleted (a recipient the buyer removed): such rows are left out. */
  deletedAt?: string;
  dimensions: Partial<Record<Dimension, Field>>;
  flags?: Partial<Record<FlagKey, FlagDef>>;
  listColumns: readonly ListColumn[];
  nameColumn?: string;
  /**
   * What this entity's rows belong to: the foreign key, and the join that reaches the owner's table.
   * "customers with more than one recipient" groups recipients by it; "vendors without boxes" anti-joins.
   */
  owner?: Partial<Record<EntityKey, { fk: string; join: JoinKey | readonly JoinKey[] }>>;
}

const own = (column: string): Field => ({ column, joins: [] });
const viaRecipient = (column: string, first: JoinKey[] = []): Field => ({
  column: `recipient_profiles.${column}`,
  joins: [...first, "subscriptionRecipient"],
});
/** Suburb names repeat across states (Richmond, Springfield): a suburb grouping also groups by its state. */
const suburbOf = (field: Field): Field => ({
  ...field,
  key: field.column.replace(/\.suburb$/, ".state"),
  keyAlias: "state",
});
const buyerVia = (join: JoinKey): Field => ({ column: "users.full_name", joins: [join], key: "users.id" });
const vendorVia = (joins: JoinKey[]): Field => ({ column: "suppliers.name", joins, key: "suppliers.id" });
/** An order event's vendor (declines and offers are both order events). */
const EVENT_VENDOR = vendorVia(["declineVendor"]);
const EVENT_OWNER: EntityDef["owner"] = {
  vendors: { fk: "fulfilment_order_events.supplier_id", join: "declineVendor" },
};

export const ENTITIES: Record<EntityKey, EntityDef> = {
  subscriptions: {
    key: "subscriptions",
    table: "subscriptions",
    plural: "subscriptions",
    dates: {
      created: { column: "subscriptions.created_at", type: "timestamp", describe: "created" },
      cancelled: { column: "subscriptions.cancelled_at", type: "timestamp", describe: "cancelled" },
      // A paused subscription's first day back (null when paused with no end set).
      resume: { column: "subscriptions.paused_until", type: "date", describe: "resumes" },
      // "renewals due", "expect to bill": the day its next charge is due.
      billing: { column: "subscriptions.next_billing_date", type: "date", describe: "next charged" },
    },
    money: { amount: { column: "subscriptions.amount_cents", describe: "amount" } },
    status: { column: "subscriptions.status", values: ["draft", "active", "paused", "cancelled"] },
    dimensions: {
      state: viaRecipient("state"),
      suburb: suburbOf(viaRecipient("suburb")),
      postcode: viaRecipient("postcode"),
      relationship: viaRecipient("relationship"),
      plan: { column: "subscriptions.plan_key", joins: ["subscriptionPlanBox"], planOf: true },
      giftBox: { column: "gift_boxes.name", joins: ["subscriptionGiftBox"] },
      vendor: vendorVia(["subscriptionGiftBox", "giftBoxVendor"]),
      buyer: buyerVia("subscriptionBuyer"),
      status: own("subscriptions.status"),
      frequency: own("subscriptions.frequency"),
      billing: own("subscriptions.billing_interval"),
    },
    listColumns: [
      { alias: "id", column: "subscriptions.id" },
      { alias: "status", column: "subscriptions.status" },
      { alias: "plan", column: "subscriptions.plan_key" },
      { alias: "frequency", column: "subscriptions.frequency" },
      { alias: "billing_interval", column: "subscriptions.billing_interval" },
      { alias: "amount_dollars", column: "subscriptions.amount_cents", money: true },
      { alias: "created_at", column: "subscriptions.created_at" },
      { alias: "cancelled_at", column: "subscriptions.cancelled_at" },
      { alias: "paused_until", column: "subscriptions.paused_until" },
      { alias: "next_billing_date", column: "subscriptions.next_billing_date" },
      { alias: "recipient", column: "recipient_profiles.name", joins: ["subscriptionRecipient"] },
    ],
    owner: {
      buyers: { fk: "subscriptions.user_id", join: "subscriptionBuyer" },
      recipients: { fk: "subscriptions.recipient_profile_id", join: "subscriptionRecipient" },
    },
  },
  recipients: {
    key: "recipients",
    table: "recipient_profiles",
    plural: "recipients",
    dates: {
      created: { column: "recipient_profiles.created_at", type: "timestamp", describe: "added" },
      birthday: { column: "recipient_profiles.birthday", type: "date", describe: "birthday" },
      anniversary: { column: "recipient_profiles.anniversary", type: "date", describe: "anniversary" },
    },
    dimensions: {
      state: own("recipient_profiles.state"),
      suburb: suburbOf(own("recipient_profiles.suburb")),
      postcode: own("recipient_profiles.postcode"),
      plan: own("recipient_profiles.gift_categories"),
      relationship: own("recipient_profiles.relationship"),
      buyer: buyerVia("recipientBuyer"),
    },
    flags: {
      hasBirthday: {
        column: "recipient_profiles.birthday",
        test: "notNull",
        describe: ["with a birthday", "without a birthday"],
      },
      hasAnniversary: {
        column: "recipient_profiles.anniversary",
        test: "notNull",
        describe: ["with an anniversary", "without an anniversary"],
      },
      hasPostcode: {
        column: "recipient_profiles.postcode",
        test: "notNull",
        describe: ["with a postcode", "without a postcode"],
      },
    },
    listColumns: [
      { alias: "id", column: "recipient_profiles.id" },
      { alias: "name", column: "recipient_profiles.name" },
      { alias: "relationship", column: "recipient_profiles.relationship" },
      { alias: "suburb", column: "recipient_profiles.suburb" },
      { alias: "state", column: "recipient_profiles.state" },
      { alias: "postcode", column: "recipient_profiles.postcode" },
      { alias: "birthday", column: "recipient_profiles.birthday" },
      { alias: "anniversary", column: "recipient_profiles.anniversary" },
      { alias: "created_at", column: "recipient_profiles.created_at" },
    ],
    nameColumn: "recipient_profiles.name",
    deletedAt: "recipient_profiles.archived_at",
    owner: { buyers: { fk: "recipient_profiles.user_id", join: "recipientBuyer" } },
  },
  buyers: {
    key: "buyers",
    table: "users",
    plural: "buyers",
    dates: { created: { column: "users.created_at", type: "timestamp", describe: "signed up" } },
    fixed: { column: "users.role", value: "customer" },
    dimensions: {
      state: own("users.state"),
      suburb: suburbOf(own("users.suburb")),
      postcode: own("users.postcode"),
    },
    flags: {
      hasPostcode: { column: "users.postcode", test: "notNull", describe: ["with a postcode", "without a postcode"] },
    },
    listColumns: [
      { alias: "id", column: "users.id" },
      { alias: "name", column: "users.full_name" },
      { alias: "suburb", column: "users.suburb" },
      { alias: "state", column: "users.state" },
      { alias: "postcode", column: "users.postcode" },
      { alias: "created_at", column: "users.created_at" },
    ],
    nameColumn: "users.full_name",
  },
  giftBoxes: {
    key: "giftBoxes",
    table: "gift_boxes",
    plural: "gift boxes",
    dates: { created: { column: "gift_boxes.created_at", type: "timestamp", describe: "added" } },
    money: { price: { column: "gift_boxes.price_cents", describe: "price" } },
    dimensions: {
      plan: own("gift_boxes.plan_key"),
      category: own("gift_boxes.category"),
      vendor: vendorVia(["giftBoxVendor"]),
    },
    flags: {
      onSale: { column: "gift_boxes.is_active", test: "boolean", describe: ["on sale", "not on sale"] },
      // A box a vendor lists (the shop's own boxes have no vendor).
      byVendor: { column: "gift_boxes.supplier_id", test: "notNull", describe: ["made by a vendor", "the shop's own"] },
    },
    listColumns: [
      { alias: "id", column: "gift_boxes.id" },
      { alias: "name", column: "gift_boxes.name" },
      { alias: "category", column: "gift_boxes.category" },
      { alias: "plan", column: "gift_boxes.plan_key" },
      { alias: "price_dollars", column: "gift_boxes.price_cents", money: true },
      { alias: "is_active", column: "gift_boxes.is_active" },
    ],
    nameColumn: "gift_boxes.name",
    owner: { vendors: { fk: "gift_boxes.supplier_id", join: "giftBoxVendor" } },
  },
  vendors: {
    key: "vendors",
    table: "suppliers",
    plural: "vendors",
    dates: { created: { column: "suppliers.created_at", type: "timestamp", describe: "applied" } },
    status: { column: "suppliers.status", values: ["pending", "approved", "rejected", "suspended"] },
    dimensions: {
      state: own("suppliers.state"),
      suburb: suburbOf(own("suppliers.suburb")),
      status: own("suppliers.status"),
      businessType: own("suppliers.business_type"),
    },
    flags: {
      gstRegistered: {
        column: "suppliers.gst_registered",
        test: "boolean",
        describe: ["registered for GST", "not registered for GST"],
      },
      // A yes/no only: the ABN itself is never readable (sql-allow-list.ts).
      hasAbn: {
        column: "suppliers.abn_on_file",
        test: "boolean",
        describe: ["with an ABN on file", "without an ABN on file"],
      },
    },
    listColumns: [
      { alias: "id", column: "suppliers.id" },
      { alias: "name", column: "suppliers.name" },
      { alias: "status", column: "suppliers.status" },
      { alias: "suburb", column: "suppliers.suburb" },
      { alias: "state", column: "suppliers.state" },
      { alias: "business_type", column: "suppliers.business_type" },
      { alias: "gst_registered", column: "suppliers.gst_registered" },
      { alias: "daily_capacity", column: "suppliers.daily_capacity" },
      { alias: "created_at", column: "suppliers.created_at" },
    ],
    nameColumn: "suppliers.name",
  },
  orders: {
    key: "orders",
    table: "fulfilment_orders",
    plural: "deliveries",
    dates: {
      delivery: { column: "fulfilment_orders.delivery_date", type: "date", describe: "due for delivery" },
      // "delivered last month": when its delivery was confirmed; "dispatched": the day it left the vendor.
      delivered: { column: "fulfilment_orders.delivered_at", type: "timestamp", describe: "delivered" },
      dispatched: { column: "fulfilment_orders.dispatch_date", type: "date", describe: "dispatched" },
    },
    money: {
      cost: { column: "fulfilment_orders.cost_cents", describe: "cost" },
      allocated: { column: "fulfilment_orders.allocated_cents", describe: "amount paid for" },
      gst: { column: "fulfilment_orders.allocated_gst_cents", describe: "GST paid for" },
    },
    status: {
      column: "fulfilment_orders.status",
      values: [
        "scheduled",
        "skipped",
        "to_order",
        "ordered",
        "dispatch_scheduled",
        "shipped",
        "delivered",
        "withdrawn",
        "refunded",
      ],
    },
    dimensions: {
      state: viaRecipient("state", ["orderSubscription"]),
      suburb: suburbOf(viaRecipient("suburb", ["orderSubscription"])),
      postcode: viaRecipient("postcode", ["orderSubscription"]),
      plan: own("fulfilment_orders.plan_key"),
      vendor: vendorVia(["orderVendor"]),
      buyer: { column: "users.full_name", joins: ["orderSubscription", "subscriptionBuyer"], key: "users.id" },
      status: own("fulfilment_orders.status"),
      frequency: { column: "subscriptions.frequency", joins: ["orderSubscription"] },
      courier: { column: "fulfilment_orders.courier", joins: [], groupsOnlyKnown: true },
      businessType: { column: "suppliers.business_type", joins: ["orderVendor"] },
      // Birthday, anniversary, Valentine's Day; empty for a regular delivery (left out of a grouping by it).
      occasion: { column: "fulfilment_orders.special_date_type", joins: [], groupsOnlyKnown: true },
    },
    flags: {
      assigned: {
        column: "fulfilment_orders.supplier_id",
        test: "notNull",
        missingOnlyIn: { column: "fulfilment_orders.status", value: "to_order" },
        describe: ["assigned to a vendor", "not assigned to a vendor"],
      },
      // Dispatched after the day it was due to be delivered.
      dispatchedLate: {
        column: "fulfilment_orders.dispatch_date",
        test: "after",
        than: "fulfilment_orders.delivery_date",
        describe: ["dispatched after its delivery date", "dispatched on or before its delivery date"],
      },
      // A special-date add-on (birthday, anniversary, Valentine's Day) names its date; a regular one is empty.
      special: {
        column: "fulfilment_orders.special_date_type",
        test: "notEmpty",
        describe: ["for a special date", "regular"],
      },
    },
    listColumns: [
      { alias: "id", column: "fulfilment_orders.id" },
      { alias: "delivery_date", column: "fulfilment_orders.delivery_date" },
      { alias: "status", column: "fulfilment_orders.status" },
      { alias: "plan", column: "fulfilment_orders.plan_key" },
      { alias: "special_date", column: "fulfilment_orders.special_date_type" },
      { alias: "recipient", column: "recipient_profiles.name", joins: ["orderSubscription", "subscriptionRecipient"] },
      { alias: "cost_dollars", column: "fulfilment_orders.cost_cents", money: true },
      { alias: "allocated_dollars", column: "fulfilment_orders.allocated_cents", money: true },
    ],
    owner: {
      vendors: { fk: "fulfilment_orders.supplier_id", join: "orderVendor" },
      subscriptions: { fk: "fulfilment_orders.subscription_id", join: "orderSubscription" },
      // "recipients getting more than one delivery": through the subscription (counted, never anti-joined).
      recipients: { fk: "subscriptions.recipient_profile_id", join: ["orderSubscription", "subscriptionRecipient"] },
    },
  },
  payments: {
    key: "payments",
    table: "payments",
    plural: "payments",
    dates: { paid: { column: "payments.created_at", type: "timestamp", describe: "paid" } },
    money: {
      amount: { column: "payments.amount_cents", describe: "amount" },
      gst: { column: "payments.gst_cents", describe: "GST" },
    },
    status: { column: "payments.status", values: ["succeeded", "failed"] },
    dimensions: {
      state: viaRecipient("state", ["paymentSubscription"]),
      suburb: suburbOf(viaRecipient("suburb", ["paymentSubscription"])),
      postcode: viaRecipient("postcode", ["paymentSubscription"]),
      plan: { column: "subscriptions.plan_key", joins: ["paymentSubscription", "subscriptionPlanBox"], planOf: true },
      giftBox: { column: "gift_boxes.name", joins: ["paymentSubscription", "subscriptionGiftBox"] },
      buyer: buyerVia("paymentBuyer"),
      status: own("payments.status"),
      kind: own("payments.kind"),
      // Why a charge failed, in the card processor's words.
      reason: own("payments.failure_message"),
      frequency: { column: "subscriptions.frequency", joins: ["paymentSubscription"] },
      billing: { column: "subscriptions.billing_interval", joins: ["paymentSubscription"] },
    },
    listColumns: [
      { alias: "id", column: "payments.id" },
      { alias: "kind", column: "payments.kind" },
      { alias: "status", column: "payments.status" },
      { alias: "subscription_id", column: "payments.subscription_id" },
      { alias: "amount_dollars", column: "payments.amount_cents", money: true },
      { alias: "gst_dollars", column: "payments.gst_cents", money: true },
      { alias: "created_at", column: "payments.created_at" },
      // The card processor's words for a failed charge ("Your card was declined."): no card details.
      { alias: "failure_reason", column: "payments.failure_message" },
    ],
    owner: {
      buyers: { fk: "payments.user_id", join: "paymentBuyer" },
      subscriptions: { fk: "payments.subscription_id", join: "paymentSubscription" },
    },
  },
  statements: {
    key: "statements",
    table: "vendor_statements",
    plural: "vendor statements",
    dates: {
      // A statement is for a month: "statements this year" and "by month" mean that month, not when it was made.
      period: { column: "vendor_statements.month", type: "month", describe: "for the month" },
      created: { column: "vendor_statements.created_at", type: "timestamp", describe: "made" },
      paid: { column: "vendor_statements.paid_at", type: "timestamp", describe: "paid" },
    },
    money: {
      total: { column: "vendor_statements.total_cents", describe: "amount" },
      gst: { column: "vendor_statements.gst_cents", describe: "GST" },
    },
    status: { column: "vendor_statements.state", values: ["open", "approved", "paid"] },
    dimensions: {
      vendor: vendorVia(["statementVendor"]),
      status: own("vendor_statements.state"),
    },
    listColumns: [
      { alias: "id", column: "vendor_statements.id" },
      { alias: "month", column: "vendor_statements.month" },
      { alias: "state", column: "vendor_statements.state" },
      { alias: "total_dollars", column: "vendor_statements.total_cents", money: true },
      { alias: "gst_dollars", column: "vendor_statements.gst_cents", money: true },
      { alias: "paid_at", column: "vendor_statements.paid_at" },
      { alias: "vendor", column: "suppliers.name", joins: ["statementVendor"] },
    ],
    owner: { vendors: { fk: "vendor_statements.supplier_id", join: "statementVendor" } },
  },
  // A vendor turning down an order offered to it, with its reason (shared/domain/order-offers.ts).
  declines: {
    key: "declines",
    table: "fulfilment_order_events",
    plural: "declined offers",
    dates: { created: { column: "fulfilment_order_events.created_at", type: "timestamp", describe: "declined" } },
    fixed: { column: "fulfilment_order_events.kind", value: "declined" },
    dimensions: {
      vendor: EVENT_VENDOR,
      reason: own("fulfilment_order_events.reason"),
    },
    listColumns: [
      { alias: "id", column: "fulfilment_order_events.id" },
      { alias: "order_id", column: "fulfilment_order_events.order_id" },
      { alias: "reason", column: "fulfilment_order_events.reason" },
      { alias: "declined_at", column: "fulfilment_order_events.created_at" },
    ],
    owner: EVENT_OWNER,
  },
  // Offers made to vendors and their answers, for the acceptance rate ("accepted as a % of offered").
  offers: {
    key: "offers",
    table: "fulfilment_order_events",
    plural: "offers to vendors",
    dates: {
      created: { column: "fulfilment_order_events.created_at", type: "timestamp", describe: "offered or answered" },
    },
    fixed: { column: "fulfilment_order_events.kind", value: ["offered", "accepted"] },
    dimensions: {
      vendor: EVENT_VENDOR,
    },
    listColumns: [
      { alias: "id", column: "fulfilment_order_events.id" },
      { alias: "order_id", column: "fulfilment_order_events.order_id" },
      { alias: "kind", column: "fulfilment_order_events.kind" },
      { alias: "at", column: "fulfilment_order_events.created_at" },
    ],
    owner: EVENT_OWNER,
  },
};

/** The default date of an entity (the first listed). */
export function defaultDate(def: EntityDef): DateField {
  return Object.values(def.dates)[0]!;
}

/** The default money column of an entity (the first listed), if it has any. */
export function defaultMoney(def: EntityDef): MoneyField | undefined {
  return def.money ? Object.values(def.money)[0] : undefined;
}

/** The output column each grouping is labelled with. */
export const DIMENSION_ALIASES: Record<Dimension, string> = {
  state: "state",
  suburb: "suburb",
  postcode: "postcode",
  month: "month",
  year: "year",
  week: "week",
  day: "day",
  plan: "plan",
  vendor: "vendor",
  buyer: "buyer",
  giftBox: "gift_box",
  status: "status",
  category: "category",
  kind: "kind",
  relationship: "relationship",
  frequency: "frequency",
  billing: "billing_interval",
  courier: "courier",
  reason: "reason",
  occasion: "occasion",
  businessType: "business_type",
};

export const DIMENSION_WORDS: Record<Dimension, string> = {
  state: "state",
  suburb: "suburb",
  postcode: "postcode",
  month: "month",
  year: "year",
  week: "week",
  day: "day",
  plan: "plan",
  vendor: "vendor",
  buyer: "buyer",
  giftBox: "gift box",
  status: "status",
  category: "category",
  kind: "payment kind",
  relationship: "relationship",
  frequency: "delivery frequency",
  billing: "billing interval",
  courier: "courier",
  reason: "reason",
  occasion: "occasion",
  businessType: "business type",
};

/** Dimensions every entity has through its date. */
export const DATE_DIMENSIONS: readonly Dimension[] = ["month", "year", "week", "day"];
