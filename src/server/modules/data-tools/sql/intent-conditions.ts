import { type Expression, type RawBuilder, sql } from "kysely";
import type { DatabaseType } from "../../../../shared/schemas/data-tools";
import { planOfSql } from "./plan-expression";
import type { EntityDef, Field } from "./sql-catalogue";
import { booleanLiteral } from "./sql-dialects";
import type { Filter } from "./sql-intent";

export type Need = (field: Field) => string;

/** A dimension's value: its column, or the plan worked out from the key and the box (planOf). */
export function fieldSql(field: Field, need: Need): RawBuilder<unknown> {
  const column = need(field);
  return field.planOf ? planOfSql(column, "gift_boxes.category") : sql`${sql.ref(column)}`;
}

/** Fixed operator text (never the user's). */
const MONEY_OPS = { ">": ">", "<": "<", ">=": ">=", "<=": "<=" } as const;

/** One filter as a WHERE condition; a negated one keeps the rows where the column differs (or is empty). */
export function condition(filter: Filter, def: EntityDef, type: DatabaseType, need: Need): Expression<unknown> {
  const is = (column: string | RawBuilder<unknown>, values: string[], negated?: boolean) => {
    const ref = typeof column === "string" ? sql.ref(column) : column;
    const list = sql.join(values.map((v) => sql.lit(v)));
    if (!negated) return values.length === 1 ? sql`${ref} = ${sql.lit(values[0])}` : sql`${ref} in (${list})`;
    return values.length === 1
      ? sql`(${ref} <> ${sql.lit(values[0])} or ${ref} is null)`
      : sql`(${ref} not in (${list}) or ${ref} is null)`;
  };
  switch (filter.kind) {
    case "status":
      return is(def.status!.column, filter.values, filter.negated);
    case "plan":
    case "state":
    case "postcode":
    case "suburb":
    case "category":
    case "frequency":
    case "billing":
    case "occasion":
      return is(fieldSql(def.dimensions[filter.kind]!, need), filter.values ?? [filter.value], filter.negated);
    case "paymentKind":
      return is(need(def.dimensions.kind!), filter.values, filter.negated);
    case "flag": {
      const flag = def.flags![filter.flag]!;
      const ref = sql.ref(flag.column);
      if (flag.test === "notNull" && !filter.value && flag.missingOnlyIn)
        return sql`(${ref} is null and ${sql.ref(flag.missingOnlyIn.column)} = ${sql.lit(flag.missingOnlyIn.value)})`;
      if (flag.test === "notNull") return filter.value ? sql`${ref} is not null` : sql`${ref} is null`;
      if (flag.test === "after")
        return filter.value ? sql`${ref} > ${sql.ref(flag.than!)}` : sql`${ref} <= ${sql.ref(flag.than!)}`;
      if (flag.test === "notEmpty") return filter.value ? sql`${ref} <> ${sql.lit("")}` : sql`${ref} = ${sql.lit("")}`;
      return sql`${ref} = ${booleanLiteral(type, filter.value)}`;
    }
    case "money": {
      const money = def.money ? Object.values(def.money)[0]! : null;
      const amount = filter.given ? sql`-${sql.ref(money!.column)}` : sql.ref(money!.column);
      return sql`${amount} ${sql.raw(MONEY_OPS[filter.op])} ${sql.lit(filter.cents)}`;
    }
  }
}
