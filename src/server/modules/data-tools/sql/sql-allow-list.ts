import { ENTITIES, JOINS } from "./sql-catalogue";

/**
 * The tables and columns a query may read: exactly those the translator's catalogue names. Nothing
 * secret or intimate is in the catalogue; the deny list below is checked by tests against this list
 * so a future catalogue edit cannot let one slip in.
 */
function collect(): Map<string, Set<string>> {
  const columns: string[] = [];
  for (const def of Object.values(ENTITIES)) {
    columns.push(`${def.table}.id`);
    for (const date of Object.values(def.dates)) columns.push(date.column);
    for (const money of Object.values(def.money ?? {})) columns.push(money.column);
    for (const flag of Object.values(def.flags ?? {})) columns.push(flag.column, ...(flag.than ? [flag.than] : []));
    for (const owner of Object.values(def.owner ?? {})) columns.push(owner.fk);
    for (const field of Object.values(def.dimensions)) if (field.key) columns.push(field.key);
    if (def.status) columns.push(def.status.column);
    if (def.fixed) columns.push(def.fixed.column);
    if (def.deletedAt) columns.push(def.deletedAt);
    if (def.nameColumn) columns.push(def.nameColumn);
    for (const field of Object.values(def.dimensions)) columns.push(field.column);
    for (const list of def.listColumns) columns.push(list.column);
  }
  for (const join of Object.values(JOINS)) columns.push(...join.on);
  const tables = new Map<string, Set<string>>();
  for (const qualified of columns) {
    const [table, column] = qualified.split(".") as [string, string];
    if (!tables.has(table)) tables.set(table, new Set());
    tables.get(table)!.add(column);
  }
  return tables;
}

export const ALLOWED_COLUMNS: ReadonlyMap<string, ReadonlySet<string>> = collect();

/** Never readable, whatever the catalogue says (PRODUCT.md "Privacy"; secrets and provider ids). */
export const DENIED_COLUMNS: readonly string[] = [
  "users.password_hash",
  "users.email",
  "users.phone",
  "users.username",
  "users.street_number",
  "users.street_name",
  "users.apt_unit_number",
  "recipient_profiles.street_number",
  "recipient_profiles.street_name",
  "recipient_profiles.delivery_instructions",
  "recipient_profiles.notes",
  "suppliers.email",
  "suppliers.phone",
  "suppliers.abn",
  "vendor_statements.abn",
  "vendor_statements.payment_reference",
  "sessions.token_hash",
  "password_reset_tokens.token_hash",
  "recipient_profiles.sensitive_preferences",
  "recipient_profiles.sensitive_consent_at",
  "recipient_profiles.preferences",
  "recipient_profiles.email",
  "recipient_profiles.phone",
  "recipient_profiles.personal_messages",
  "subscriptions.provider_customer_id",
  "subscriptions.provider_subscription_id",
  "subscriptions.personal_preferences",
  "checkouts.provider_intent_id",
  "checkouts.provider_customer_id",
  "checkouts.provider_subscription_id",
  "checkouts.client_secret",
  "payments.provider_payment_id",
];

/** Functions the translator emits (aggregates are checked separately); date_trunc is weekOf's, coalesce planOf's. */
export const ALLOWED_FUNCTIONS = new Set(["to_char", "timezone", "round", "date_trunc", "coalesce", "nullif"]);
export const ALLOWED_AGGREGATES = new Set(["count", "sum", "avg"]);
