/**
 * What the SQL translator knows of the shop's schema: the entities a question may be about, the columns
 * it may read and how tables join. Only what is named here can ever reach a query, and the runner's
 * allow-list (sql-allow-list.ts) is derived from the same names.
 */

export const ENTITY_KEYS = [
  "subscriptions",
  "recipients",
  "buyers",
  "giftBoxes",
  "vendors",
  "orders",
  "payments",
] as const;
export type EntityKey = (typeof ENTITY_KEYS)[number];

export const DIMENSIONS = [
  "state",
  "month",
  "year",
  "plan",
  "vendor",
  "giftBox",
  "status",
  "category",
  "kind",
  "relationship",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Inner joins, keyed by name; `on` is [joined table's column, already-present column]. */
export const JOINS = {
  subscriptionRecipient: {
    table: "recipient_profiles",
    on: ["recipient_profiles.id", "subscriptions.recipient_profile_id"],
  },
  subscriptionGiftBox: { table: "gift_boxes", on: ["gift_boxes.id", "subscriptions.gift_box_id"] },
  giftBoxVendor: { table: "suppliers", on: ["suppliers.id", "gift_boxes.supplier_id"] },
  orderVendor: { table: "suppliers", on: ["suppliers.id", "fulfilment_orders.supplier_id"] },
  orderSubscription: { table: "subscriptions", on: ["subscriptions.id", "fulfilment_orders.subscription_id"] },
  paymentSubscription: { table: "subscriptions", on: ["subscriptions.id", "payments.subscription_id"] },
} as const;
export type JoinKey = keyof typeof JOINS;

/** A column reached from the entity's table through the joins listed (in order). */
export interface Field {
  column: string;
  joins: readonly JoinKey[];
}

export interface ListColumn {
  alias: string;
  column: string;
  /** Cents shown as dollars. */
  money?: boolean;
}

export interface EntityDef {
  key: EntityKey;
  table: string;
  plural: string;
  date: { column: string; type: "timestamp" | "date"; describe: string };
  money?: { column: string; describe: string };
  status?: { column: string; values: readonly string[] };
  /** Rows of the table that are this entity (users who are buyers). */
  fixed?: { column: string; value: string };
  dimensions: Partial<Record<Dimension, Field>>;
  listColumns: readonly ListColumn[];
  nameColumn?: string;
}

const own = (column: string): Field => ({ column, joins: [] });

export const ENTITIES: Record<EntityKey, EntityDef> = {
  subscriptions: {
    key: "subscriptions",
    table: "subscriptions",
    plural: "subscriptions",
    date: { column: "subscriptions.created_at", type: "timestamp", describe: "created" },
    money: { column: "subscriptions.amount_cents", describe: "amount" },
    status: { column: "subscriptions.status", values: ["draft", "active", "paused", "cancelled"] },
    dimensions: {
      state: { column: "recipient_profiles.state", joins: ["subscriptionRecipient"] },
      plan: own("subscriptions.plan_key"),
      giftBox: { column: "gift_boxes.name", joins: ["subscriptionGiftBox"] },
      vendor: { column: "suppliers.name", joins: ["subscriptionGiftBox", "giftBoxVendor"] },
      status: own("subscriptions.status"),
    },
    listColumns: [
      { alias: "id", column: "subscriptions.id" },
      { alias: "status", column: "subscriptions.status" },
      { alias: "plan", column: "subscriptions.plan_key" },
      { alias: "frequency", column: "subscriptions.frequency" },
      { alias: "amount_dollars", column: "subscriptions.amount_cents", money: true },
      { alias: "created_at", column: "subscriptions.created_at" },
    ],
  },
  recipients: {
    key: "recipients",
    table: "recipient_profiles",
    plural: "recipients",
    date: { column: "recipient_profiles.created_at", type: "timestamp", describe: "added" },
    dimensions: {
      state: own("recipient_profiles.state"),
      plan: own("recipient_profiles.gift_categories"),
      relationship: own("recipient_profiles.relationship"),
    },
    listColumns: [
      { alias: "id", column: "recipient_profiles.id" },
      { alias: "relationship", column: "recipient_profiles.relationship" },
      { alias: "state", column: "recipient_profiles.state" },
      { alias: "plan", column: "recipient_profiles.gift_categories" },
      { alias: "created_at", column: "recipient_profiles.created_at" },
    ],
  },
  buyers: {
    key: "buyers",
    table: "users",
    plural: "buyers",
    date: { column: "users.created_at", type: "timestamp", describe: "signed up" },
    fixed: { column: "users.role", value: "customer" },
    dimensions: { state: own("users.state") },
    listColumns: [
      { alias: "id", column: "users.id" },
      { alias: "state", column: "users.state" },
      { alias: "created_at", column: "users.created_at" },
    ],
  },
  giftBoxes: {
    key: "giftBoxes",
    table: "gift_boxes",
    plural: "gift boxes",
    date: { column: "gift_boxes.created_at", type: "timestamp", describe: "added" },
    money: { column: "gift_boxes.price_cents", describe: "price" },
    dimensions: {
      plan: own("gift_boxes.plan_key"),
      category: own("gift_boxes.category"),
      vendor: { column: "suppliers.name", joins: ["giftBoxVendor"] },
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
  },
  vendors: {
    key: "vendors",
    table: "suppliers",
    plural: "vendors",
    date: { column: "suppliers.created_at", type: "timestamp", describe: "applied" },
    status: { column: "suppliers.status", values: ["pending", "approved", "rejected", "suspended"] },
    dimensions: { state: own("suppliers.state"), status: own("suppliers.status") },
    listColumns: [
      { alias: "id", column: "suppliers.id" },
      { alias: "name", column: "suppliers.name" },
      { alias: "status", column: "suppliers.status" },
      { alias: "state", column: "suppliers.state" },
      { alias: "business_type", column: "suppliers.business_type" },
      { alias: "created_at", column: "suppliers.created_at" },
    ],
    nameColumn: "suppliers.name",
  },
  orders: {
    key: "orders",
    table: "fulfilment_orders",
    plural: "fulfilment orders",
    date: { column: "fulfilment_orders.delivery_date", type: "date", describe: "due for delivery" },
    money: { column: "fulfilment_orders.cost_cents", describe: "cost" },
    status: {
      column: "fulfilment_orders.status",
      values: ["to_order", "ordered", "dispatch_scheduled", "shipped", "delivered"],
    },
    dimensions: {
      state: { column: "recipient_profiles.state", joins: ["orderSubscription", "subscriptionRecipient"] },
      plan: own("fulfilment_orders.plan_key"),
      vendor: { column: "suppliers.name", joins: ["orderVendor"] },
      status: own("fulfilment_orders.status"),
    },
    listColumns: [
      { alias: "id", column: "fulfilment_orders.id" },
      { alias: "delivery_date", column: "fulfilment_orders.delivery_date" },
      { alias: "status", column: "fulfilment_orders.status" },
      { alias: "plan", column: "fulfilment_orders.plan_key" },
      { alias: "cost_dollars", column: "fulfilment_orders.cost_cents", money: true },
    ],
  },
  payments: {
    key: "payments",
    table: "payments",
    plural: "payments",
    date: { column: "payments.created_at", type: "timestamp", describe: "made" },
    money: { column: "payments.amount_cents", describe: "amount" },
    status: { column: "payments.status", values: ["succeeded", "failed"] },
    dimensions: {
      state: { column: "recipient_profiles.state", joins: ["paymentSubscription", "subscriptionRecipient"] },
      plan: { column: "subscriptions.plan_key", joins: ["paymentSubscription"] },
      giftBox: { column: "gift_boxes.name", joins: ["paymentSubscription", "subscriptionGiftBox"] },
      status: own("payments.status"),
      kind: own("payments.kind"),
    },
    listColumns: [
      { alias: "id", column: "payments.id" },
      { alias: "kind", column: "payments.kind" },
      { alias: "status", column: "payments.status" },
      { alias: "amount_dollars", column: "payments.amount_cents", money: true },
      { alias: "created_at", column: "payments.created_at" },
    ],
  },
};

/** The output column each grouping is labelled with. */
export const DIMENSION_ALIASES: Record<Dimension, string> = {
  state: "state",
  month: "month",
  year: "year",
  plan: "plan",
  vendor: "vendor",
  giftBox: "gift_box",
  status: "status",
  category: "category",
  kind: "kind",
  relationship: "relationship",
};

export const DIMENSION_WORDS: Record<Dimension, string> = {
  state: "state",
  month: "month",
  year: "year",
  plan: "plan",
  vendor: "vendor",
  giftBox: "gift box",
  status: "status",
  category: "category",
  kind: "payment kind",
  relationship: "relationship",
};
