import { type Expression, type RawBuilder, sql } from "kysely";
import { addDaysIso } from "../../../../shared/domain/dates";
import { DELIVERIES_PER_YEAR } from "../../../../shared/domain/frequency";
import { chargesPerYear } from "../../../../shared/domain/recurring-revenue";
import type { DatabaseType, TranslateSqlResult } from "../../../../shared/schemas/data-tools";
import { sydneyMidnightUtc } from "./date-phrases";
import { condition, fieldSql, type Need } from "./intent-conditions";
import {
  type DateField,
  DIMENSION_ALIASES,
  type Dimension,
  defaultDate,
  defaultMoney,
  ENTITIES,
  type EntityDef,
  JOINS,
  type JoinKey,
} from "./sql-catalogue";
import {
  builderFor,
  dayOf,
  daysBetween,
  dollars,
  monthDayOf,
  monthOf,
  timestampLiteral,
  weekOf,
  yearOf,
} from "./sql-dialects";
import { type Intent, refundsOnly } from "./sql-intent";

type Complexity = TranslateSqlResult["metadata"]["complexity"];

export interface CompiledQuery {
  query: string;
  tables: string[];
  complexity: Complexity;
}

/** The measure's output column name (also what a chart plots). */
export function measureAlias(intent: Intent): string {
  switch (intent.measure) {
    case "total":
      return intent.quantity ? "total_capacity" : "total_dollars";
    case "average":
      return intent.quantity === "lifetime" ? "average_days" : intent.quantity ? "average_capacity" : "average_dollars";
    case "percent":
      return "percent";
    case "acceptance":
      return "accepted_percent";
    case "mrr":
      return "mrr_dollars";
    default:
      return "count";
  }
}

export function dateFieldOf(intent: Intent): DateField {
  const def = ENTITIES[intent.entity];
  return (intent.date && def.dates[intent.date]) || defaultDate(def);
}

/**
 * Builds the intent's SELECT with Kysely for one dialect. Every identifier comes from the catalogue and
 * every value is a literal Kysely quotes, so the text runs as it is and holds nothing the user typed.
 * `rowCap` (the runner's) limits the rows when the question does not ask for fewer.
 */
export function compileIntent(intent: Intent, type: DatabaseType, options: { rowCap?: number } = {}): CompiledQuery {
  const def = ENTITIES[intent.entity];
  const joins = new Set<JoinKey>();
  const need: Need = (field) => {
    for (const join of field.joins) joins.add(join);
    return field.column;
  };

  const conditions: Expression<unknown>[] = [];
  if (def.fixed) conditions.push(fixedCondition(def.fixed));
  // A recipient their buyer archived is left out unless asked for ("archived recipients", "including
  // archived ones"), or the question is of ones still subscribed (they are still served).
  if (def.deletedAt && intent.archived === "only") conditions.push(sql`${sql.ref(def.deletedAt)} is not null`);
  else if (def.deletedAt && !intent.without?.present && intent.archived !== "include")
    conditions.push(sql`${sql.ref(def.deletedAt)} is null`);
  for (const filter of intent.filters) conditions.push(condition(filter, def, type, need));
  const date = dateFieldOf(intent);
  if (intent.dateRange) conditions.push(...dateConditions(intent, date, type));
  for (const dimension of intent.groupBy) {
    const field = def.dimensions[dimension];
    if (field?.groupsOnlyKnown) conditions.push(sql`${sql.ref(need(field))} <> ${sql.lit("")}`);
  }

  // "customers with more than one recipient": the entity's rows grouped by their owner.
  const having = intent.having;
  const owner = having ? def.owner![having.owner]! : null;
  if (having && owner) {
    for (const join of [owner.join].flat()) joins.add(join);
    const ownerDef = ENTITIES[having.owner];
    if (ownerDef.fixed) conditions.push(fixedCondition(ownerDef.fixed));
  }

  const valueAlias = measureAlias(intent);
  const money = (intent.money && def.money?.[intent.money]) || defaultMoney(def);
  const measure = measureExpression(intent, money?.column ?? null, conditionsOf(intent, def, type, need), type);
  const labels = intent.groupBy.map((dimension) => labelsOf(dimension, intent.groupBy, def, date, type, need));

  const beside = countBeside(intent, def, type, need);
  const listing = intent.measure === "list" && !intent.having;
  if (listing) for (const column of def.listColumns) for (const join of column.joins ?? []) joins.add(join);
  let query = builderFor(type).selectFrom(def.table);
  for (const join of orderedJoins(joins)) {
    const spec: { table: string; on: readonly [string, string]; left?: boolean } = JOINS[join];
    query = spec.left
      ? query.leftJoin(spec.table, spec.on[0], spec.on[1])
      : query.innerJoin(spec.table, spec.on[0], spec.on[1]);
  }
  if (intent.without?.present) {
    // "paying customers": EXISTS over the related rows (the validator allows a sub-select only there).
    const related = ENTITIES[intent.without.related];
    const link = related.owner![intent.entity]!;
    const local: Need = (field) => {
      if (field.joins.length > 0) throw new Error("a related row's condition needs a join");
      return field.column;
    };
    let sub = builderFor(type)
      .selectFrom(related.table)
      .select(sql.lit(1).as("one"))
      .whereRef(link.fk, "=", `${def.table}.id`);
    const inSub = intent.without.filters.map((f) => condition(f, related, type, local));
    const period = intent.without.dateRange;
    if (period) inSub.push(...dateConditions({ ...intent, date: null, dateRange: period }, defaultDate(related), type));
    for (const e of inSub) sub = sub.where(e as Expression<boolean>);
    conditions.push(sql`exists ${sub}`);
  } else if (intent.without) {
    const related = ENTITIES[intent.without.related];
    const link = related.owner![intent.entity]!;
    const extra = intent.without.filters.map((f) => condition(f, related, type, need));
    const period = intent.without.dateRange;
    if (period) extra.push(...dateConditions({ ...intent, date: null, dateRange: period }, defaultDate(related), type));
    query = query.leftJoin(related.table, (join) => {
      let on = join.onRef(link.fk, "=", `${def.table}.id`);
      for (const e of extra) on = on.on(e as Expression<boolean>);
      return on;
    });
    conditions.push(sql`${sql.ref(`${related.table}.id`)} is null`);
  }

  if (having && owner) {
    const ownerDef = ENTITIES[having.owner];
    const ownerId = sql.ref(`${ownerDef.table}.id`);
    const summed = having.cents ? sql`sum(${sql.ref(money!.column)})` : null;
    const keep = sql`${summed ?? sql`count(*)`} ${sql.raw(OPS[having.op])} ${sql.lit(having.n)}`;
    if (intent.measure === "count") {
      // The number of owners kept: one row per owner, each carrying how many rows there are in all.
      query = query
        .select(sql`count(*) over ()`.as("count"))
        .groupBy(ownerId)
        .having(keep as Expression<boolean>);
    } else {
      const name = ownerDef.nameColumn ? [sql.ref(ownerDef.nameColumn).as(ownerAlias(having.owner))] : [];
      query = query
        .select([
          ownerId.as(`${ownerAlias(having.owner)}_id`),
          ...name,
          ...(having.cents ? [dollars(money!.column, "sum").as("total_dollars")] : []),
          sql`count(*)`.as("count"),
        ])
        .groupBy(ownerDef.nameColumn ? [ownerId, sql.ref(ownerDef.nameColumn)] : [ownerId])
        .having(keep as Expression<boolean>);
    }
  } else if (labels.length > 0) {
    const selected = labels.flatMap((l) => l.select);
    query = query
      // The figure asked for first (a chart plots it), then the count shown beside it.
      .select([...selected, ...(intent.part ? beside : [measure!.as(valueAlias), ...beside])])
      .groupBy(labels.flatMap((l) => l.group));
  } else if (measure) {
    query = query.select(intent.part ? beside : [measure.as(valueAlias), ...beside]);
  } else {
    query = query.select(
      def.listColumns.map((c) => (c.money ? dollars(c.column, null).as(c.alias) : sql.ref(c.column).as(c.alias))),
    );
  }
  for (const where of conditions) query = query.where(where as Expression<boolean>);

  const order = intent.order;
  if (having) {
    query =
      intent.measure === "count"
        ? query
        : query
            .orderBy(sql.ref(having.cents ? "total_dollars" : "count"), "desc")
            .orderBy(sql.ref(`${ENTITIES[having.owner].table}.id`), "asc");
  } else if (order) {
    const labelAliases = intent.groupBy.map((d) => DIMENSION_ALIASES[d]);
    if (order.by === "value") query = query.orderBy(sql.ref(valueAlias), order.direction);
    if (order.by === "label" || (order.by === "value" && labelAliases.length > 0))
      for (const alias of labelAliases) query = query.orderBy(sql.ref(alias), "asc");
    // Refunds are stored negative: "the largest refunds" are the most money given back.
    const flip = refundsOnly(intent.filters)
      ? ({ asc: "desc", desc: "asc" } as const)[order.direction]
      : order.direction;
    if (order.by === "money") query = query.orderBy(sql.ref(money!.column), flip);
    if (order.by === "date" && (intent.date === "birthday" || intent.date === "anniversary")) {
      // "soonest first": by the next time the day comes round from the period's start, not by the year.
      const day = monthDayOf(type, date.column);
      const start = sql.lit((intent.dateRange?.from ?? "2000-01-01").slice(5));
      query = query
        .orderBy(sql`case when ${day} >= ${start} then 0 else 1 end`, order.direction)
        .orderBy(day, order.direction);
    } else if (order.by === "date") query = query.orderBy(sql.ref(date.column), order.direction);
    if (order.by === "name") query = query.orderBy(sql.ref(def.nameColumn!), order.direction);
    if (intent.groupBy.length === 0) query = query.orderBy(sql.ref(`${def.table}.id`), "asc");
  }

  const cap = options.rowCap;
  const asked = having && intent.measure === "count" ? 1 : intent.limit;
  const limit = asked !== null && cap !== undefined ? Math.min(asked, cap) : (asked ?? cap ?? null);
  if (limit !== null) {
    query = type === "sqlserver" ? query.top(limit) : query.limit(sql.lit(limit) as unknown as number);
  }

  const compiled = query.compile();
  // Values are inlined literals; a parameter here would mean user text took another path.
  if (compiled.parameters.length > 0) throw new Error("compiled SQL carries parameters");
  const joined = orderedJoins(joins).map((j) => JOINS[j].table);
  const tables = [def.table, ...joined, ...(intent.without ? [ENTITIES[intent.without.related].table] : [])];
  return { query: compiled.sql, tables: [...new Set(tables)], complexity: complexityOf(intent, joins.size) };
}

/**
 * Monthly recurring revenue as shared/domain/recurring-revenue.ts defines it (the Analytics tab's):
 * each subscription's price per charge × its charges a year ÷ 12, rounded once on the total.
 */
function recurringRevenue(): RawBuilder<unknown> {
  const frequency = sql.ref("subscriptions.frequency");
  const perYear = Object.entries(DELIVERIES_PER_YEAR).map(([f, n]) => sql`when ${sql.lit(f)} then ${sql.lit(n)}`);
  const charges = sql`case when ${sql.ref("subscriptions.billing_interval")} = ${sql.lit("annual")} then 1 else case ${frequency} ${sql.join(perYear, sql` `)} else ${sql.lit(chargesPerYear("", "pay-as-you-go"))} end end`;
  return sql`round(sum(${sql.ref("subscriptions.amount_cents")} * ${charges}) / 1200.0, 2)`;
}

/** The row count shown beside a total, or the part's count beside a count, when the question asks for both. */
function countBeside(intent: Intent, def: EntityDef, type: DatabaseType, need: Need) {
  if (intent.part) {
    const part = condition(intent.part, def, type, need);
    const counted = (e: Expression<unknown>) => sql`sum(case when ${e} then 1 else 0 end)`;
    const first = intent.partBefore
      ? [counted(condition(intent.partBefore, def, type, need)).as("first_of_which")]
      : [];
    return [sql`count(*)`.as("count"), ...first, counted(part).as("of_which")];
  }
  return intent.alsoCount ? [sql`count(*)`.as("count")] : [];
}

const OPS = { ">": ">", "<": "<", ">=": ">=", "<=": "<=", "=": "=" } as const;

/** The output name of the owner a count of related rows is grouped by ("vendor", "recipient"…). */
function ownerAlias(owner: string): string {
  const names: Record<string, string> = { vendors: "vendor", recipients: "recipient", subscriptions: "subscription" };
  return names[owner] ?? "buyer";
}

/** The share's conditions, for a percentage. */
/** The rows an entity always is (customers among users, declines among order events). */
function fixedCondition(fixed: NonNullable<EntityDef["fixed"]>): Expression<unknown> {
  if (typeof fixed.value === "string") return sql`${sql.ref(fixed.column)} = ${sql.lit(fixed.value)}`;
  return sql`${sql.ref(fixed.column)} in (${sql.join(fixed.value.map((v) => sql.lit(v)))})`;
}

function conditionsOf(intent: Intent, def: EntityDef, type: DatabaseType, need: Need): Expression<unknown>[] {
  return intent.share.map((f) => condition(f, def, type, need));
}

function dateConditions(intent: Intent, date: DateField, type: DatabaseType): Expression<unknown>[] {
  const { from, to } = intent.dateRange!;
  const ref = sql.ref(date.column);
  if (intent.date === "birthday" || intent.date === "anniversary") {
    // A birthday in a period: its month and day fall on one of the period's days, whatever its year.
    const days = new Set<string>();
    for (let day = from!; day < to! && days.size < 366; day = addDaysIso(day, 1)) {
      days.add(day.slice(5));
      // A 29 February birthday is kept on 28 February in other years.
      if (day.slice(5) === "02-28" && addDaysIso(day, 1).slice(5) === "03-01") days.add("02-29");
    }
    return [sql`${monthDayOf(type, date.column)} in (${sql.join([...days].map((d) => sql.lit(d)))})`];
  }
  if (date.type === "month") {
    // A month stored as "yyyy-mm" is in the range when any of its days is.
    const months: Expression<unknown>[] = [];
    if (from) months.push(sql`${ref} >= ${sql.lit(from.slice(0, 7))}`);
    if (to) months.push(sql`${ref} <= ${sql.lit(addDaysIso(to, -1).slice(0, 7))}`);
    return months;
  }
  const bound = (day: string) => (date.type === "date" ? sql.lit(day) : timestampLiteral(type, sydneyMidnightUtc(day)));
  const out: Expression<unknown>[] = [];
  if (from) out.push(sql`${ref} >= ${bound(from)}`);
  if (to && !(intent.dateRange!.upToNow && date.type === "timestamp")) out.push(sql`${ref} < ${bound(to)}`);
  return out;
}

function measureExpression(
  intent: Intent,
  moneyColumn: string | null,
  share: Expression<unknown>[],
  type: DatabaseType,
): RawBuilder<unknown> | null {
  switch (intent.measure) {
    case "count":
      return sql`count(*)`;
    case "total":
      if (intent.quantity) return sql`sum(${sql.ref("suppliers.daily_capacity")})`;
      // Refunds are stored negative; a total of refunds is shown as the amount given back.
      return refundsOnly(intent.filters) ? sql`-${dollars(moneyColumn!, "sum")}` : dollars(moneyColumn!, "sum");
    case "average":
      // How long cancelled subscriptions lasted: days from creation to cancellation, one decimal.
      if (intent.quantity === "lifetime")
        return sql`round(avg(${daysBetween(type, "subscriptions.created_at", "subscriptions.cancelled_at")}), 1)`;
      if (intent.quantity) return sql`round(avg(${sql.ref("suppliers.daily_capacity")} * 1.0), 2)`;
      return dollars(moneyColumn!, "avg");
    case "mrr":
      return recurringRevenue();
    case "acceptance": {
      // Offers accepted as a percentage of offers made (none made: no rate, not a division by zero).
      const kind = sql.ref("fulfilment_order_events.kind");
      const of = (k: string) => sql`sum(case when ${kind} = ${sql.lit(k)} then 1 else 0 end)`;
      return sql`round(100.0 * ${of("accepted")} / nullif(${of("offered")}, 0), 1)`;
    }
    case "percent": {
      // No condition to take the share of: each group's share of all the rows ("frequency split").
      if (share.length === 0) return sql`round(100.0 * count(*) / sum(count(*)) over (), 1)`;
      const all = sql.join(share, sql` and `);
      return sql`round(100.0 * sum(case when ${all} then 1 else 0 end) / count(*), 1)`;
    }
    default:
      return null;
  }
}

function labelsOf(
  dimension: Dimension,
  groupBy: readonly Dimension[],
  def: EntityDef,
  date: DateField,
  type: DatabaseType,
  need: Need,
) {
  const alias = DIMENSION_ALIASES[dimension];
  const field = def.dimensions[dimension];
  if (field) {
    // Decision (bench/sql-questions/README.md "Definitions"): a grouping shows the plan key as stored, so
    // nothing is merged out of sight; a plan named in a filter matches every key that means it (planOf).
    const label = field.planOf
      ? sql`${sql.ref(need({ ...field, joins: field.joins.filter((j) => j !== "subscriptionPlanBox") }))}`
      : fieldSql(field, need);
    // A suburb's state is not repeated when the question also groups by state.
    const keyShown = field.key && !(field.keyAlias && groupBy.some((d) => DIMENSION_ALIASES[d] === field.keyAlias));
    if (!keyShown) return { select: [label.as(alias)], group: [label] };
    const key = sql.ref(field.key!);
    return { select: [key.as(field.keyAlias ?? `${alias}_id`), label.as(alias)], group: [key, label] };
  }
  // A month stored as "yyyy-mm" is its own label (the resolver allows no other period of it).
  if (date.type === "month") return { select: [sql.ref(date.column).as(alias)], group: [sql.ref(date.column)] };
  const period =
    dimension === "month"
      ? monthOf(type, date.column, date.type)
      : dimension === "week"
        ? weekOf(type, date.column, date.type)
        : dimension === "year"
          ? yearOf(type, date.column, date.type)
          : dayOf(type, date.column, date.type);
  return { select: [period.as(alias)], group: [period] };
}

/** Joins in dependency order (a join's `on` needs the table before it). */
function orderedJoins(joins: Set<JoinKey>): JoinKey[] {
  const order: JoinKey[] = [
    "orderSubscription",
    "paymentSubscription",
    "subscriptionRecipient",
    "subscriptionGiftBox",
    "subscriptionPlanBox",
    "giftBoxVendor",
    "orderVendor",
    "statementVendor",
    "declineVendor",
    "subscriptionBuyer",
    "recipientBuyer",
    "paymentBuyer",
  ];
  // The box is already there (inner) when a grouping by box or vendor needs it: join it once.
  return order.filter((j) => joins.has(j) && !(j === "subscriptionPlanBox" && joins.has("subscriptionGiftBox")));
}

function complexityOf(intent: Intent, joinCount: number): Complexity {
  const score =
    joinCount +
    intent.groupBy.length +
    (intent.having || intent.without ? 1 : 0) +
    (intent.filters.length + (intent.dateRange ? 1 : 0) >= 2 ? 1 : 0) +
    (intent.limit !== null ? 1 : 0);
  return score === 0 ? "simple" : score <= 2 ? "moderate" : "complex";
}
