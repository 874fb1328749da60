import { type Expression, type RawBuilder, sql } from "kysely";
import type { DatabaseType, TranslateSqlResult } from "../../../../shared/schemas/data-tools";
import { sydneyMidnightUtc } from "./date-phrases";
import {
  DIMENSION_ALIASES,
  type Dimension,
  ENTITIES,
  type EntityDef,
  type Field,
  JOINS,
  type JoinKey,
} from "./sql-catalogue";
import { booleanLiteral, builderFor, dollars, monthOf, timestampLiteral, yearOf } from "./sql-dialects";
import type { Filter, Intent } from "./sql-intent";

type Complexity = TranslateSqlResult["metadata"]["complexity"];

export interface CompiledQuery {
  query: string;
  tables: string[];
  complexity: Complexity;
}

/** The measure's output column name (also what a chart plots). */
export function measureAlias(intent: Intent): string {
  return intent.measure === "total" ? "total_dollars" : intent.measure === "average" ? "average_dollars" : "count";
}

/**
 * Builds the intent's SELECT with Kysely for one dialect. Every identifier comes from the catalogue and
 * every value is a literal Kysely quotes, so the text runs as it is and holds nothing the user typed.
 * `rowCap` (the runner's) limits the rows when the question does not ask for fewer.
 */
export function compileIntent(intent: Intent, type: DatabaseType, options: { rowCap?: number } = {}): CompiledQuery {
  const def = ENTITIES[intent.entity];
  const joins = new Set<JoinKey>();
  const need = (field: Field) => {
    for (const join of field.joins) joins.add(join);
    return field.column;
  };

  const conditions: Expression<unknown>[] = [];
  if (def.fixed) conditions.push(sql`${sql.ref(def.fixed.column)} = ${sql.lit(def.fixed.value)}`);
  for (const filter of intent.filters) conditions.push(condition(filter, def, type, need));
  if (intent.dateRange) {
    const { from, to } = intent.dateRange;
    const ref = sql.ref(def.date.column);
    const bound = (date: string) =>
      def.date.type === "date" ? sql.lit(date) : timestampLiteral(type, sydneyMidnightUtc(date));
    if (from) conditions.push(sql`${ref} >= ${bound(from)}`);
    if (to) conditions.push(sql`${ref} < ${bound(to)}`);
  }

  const measure = measureExpression(intent, def);
  const label = intent.groupBy ? labelExpression(intent.groupBy, def, type, need) : null;
  const valueAlias = measureAlias(intent);

  let query = builderFor(type).selectFrom(def.table);
  for (const join of orderedJoins(joins)) {
    const spec = JOINS[join];
    query = query.innerJoin(spec.table, spec.on[0], spec.on[1]);
  }
  if (label) {
    query = query.select([label.as(DIMENSION_ALIASES[intent.groupBy!]), measure!.as(valueAlias)]).groupBy(label);
  } else if (measure) {
    query = query.select(measure.as(valueAlias));
  } else {
    query = query.select(
      def.listColumns.map((c) => (c.money ? dollars(c.column, null).as(c.alias) : sql.ref(c.column).as(c.alias))),
    );
  }
  for (const where of conditions) query = query.where(where as Expression<boolean>);

  const order = intent.order;
  if (order) {
    const labelAlias = intent.groupBy ? DIMENSION_ALIASES[intent.groupBy] : null;
    if (order.by === "value") query = query.orderBy(sql.ref(valueAlias), order.direction);
    if (order.by === "label" || (order.by === "value" && labelAlias))
      query = query.orderBy(sql.ref(labelAlias!), "asc");
    if (order.by === "money") query = query.orderBy(sql.ref(def.money!.column), order.direction);
    if (order.by === "date") query = query.orderBy(sql.ref(def.date.column), order.direction);
    if (order.by === "name") query = query.orderBy(sql.ref(def.nameColumn!), order.direction);
    if (order.by !== "id" && !intent.groupBy) query = query.orderBy(sql.ref(`${def.table}.id`), "asc");
    if (order.by === "id") query = query.orderBy(sql.ref(`${def.table}.id`), "asc");
  }

  const cap = options.rowCap;
  const limit =
    intent.limit !== null && cap !== undefined ? Math.min(intent.limit, cap) : (intent.limit ?? cap ?? null);
  if (limit !== null) {
    query = type === "sqlserver" ? query.top(limit) : query.limit(sql.lit(limit) as unknown as number);
  }

  const compiled = query.compile();
  // Values are inlined literals; a parameter here would mean user text took another path.
  if (compiled.parameters.length > 0) throw new Error("compiled SQL carries parameters");
  const tables = [def.table, ...orderedJoins(joins).map((j) => JOINS[j].table)];
  return { query: compiled.sql, tables: [...new Set(tables)], complexity: complexityOf(intent, joins.size) };
}

function measureExpression(intent: Intent, def: EntityDef): RawBuilder<unknown> | null {
  if (intent.measure === "count") return sql`count(*)`;
  if (intent.measure === "total") return dollars(def.money!.column, "sum");
  if (intent.measure === "average") return dollars(def.money!.column, "avg");
  return null;
}

function labelExpression(dimension: Dimension, def: EntityDef, type: DatabaseType, need: (f: Field) => string) {
  if (dimension === "month") return monthOf(type, def.date.column, def.date.type);
  if (dimension === "year") return yearOf(type, def.date.column, def.date.type);
  return sql.ref(need(def.dimensions[dimension]!));
}

function condition(
  filter: Filter,
  def: EntityDef,
  type: DatabaseType,
  need: (f: Field) => string,
): Expression<unknown> {
  switch (filter.kind) {
    case "status": {
      const ref = sql.ref(def.status!.column);
      if (filter.values.length === 1) return sql`${ref} = ${sql.lit(filter.values[0])}`;
      return sql`${ref} in (${sql.join(filter.values.map((v) => sql.lit(v)))})`;
    }
    case "plan":
      return sql`${sql.ref(need(def.dimensions.plan!))} = ${sql.lit(filter.value)}`;
    case "state":
      return sql`${sql.ref(need(def.dimensions.state!))} = ${sql.lit(filter.value)}`;
    case "category":
      return sql`${sql.ref(need(def.dimensions.category!))} = ${sql.lit(filter.value)}`;
    case "paymentKind":
      return sql`${sql.ref(need(def.dimensions.kind!))} = ${sql.lit(filter.value)}`;
    case "active":
      return sql`${sql.ref("gift_boxes.is_active")} = ${booleanLiteral(type, filter.value)}`;
    case "money":
      return sql`${sql.ref(def.money!.column)} ${sql.raw(MONEY_OPS[filter.op])} ${sql.lit(filter.cents)}`;
  }
}

/** Fixed operator text (never the user's): the only sql.raw in the translator. */
const MONEY_OPS = { ">": ">", "<": "<", ">=": ">=", "<=": "<=" } as const;

/** Joins in dependency order (a join's `on` needs the table before it). */
function orderedJoins(joins: Set<JoinKey>): JoinKey[] {
  const order: JoinKey[] = [
    "orderSubscription",
    "paymentSubscription",
    "subscriptionRecipient",
    "subscriptionGiftBox",
    "giftBoxVendor",
    "orderVendor",
  ];
  return order.filter((j) => joins.has(j));
}

function complexityOf(intent: Intent, joinCount: number): Complexity {
  const score =
    joinCount +
    (intent.groupBy ? 1 : 0) +
    (intent.filters.length + (intent.dateRange ? 1 : 0) >= 2 ? 1 : 0) +
    (intent.limit !== null ? 1 : 0);
  return score === 0 ? "simple" : score <= 2 ? "moderate" : "complex";
}
