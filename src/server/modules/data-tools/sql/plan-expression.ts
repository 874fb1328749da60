import { type RawBuilder, sql } from "kysely";
import { GIFT_PLANS, LUCKY_DIP_KEY, PLAN_KEY_ALIASES } from "../../../../shared/domain/catalogue";

/**
 * planOf (shared/domain/catalogue.ts) in SQL: a subscription's own plan key (an old alias read as its
 * plan), else the plan its gift box's category is sold under (a box bought on its own). Grouping or
 * filtering by the raw key would split the Lucky Dip in two and leave box-only subscriptions planless.
 */
export function planOfSql(planKeyColumn: string, categoryColumn: string): RawBuilder<unknown> {
  const key = sql.ref(planKeyColumn);
  const aliases = Object.entries(PLAN_KEY_ALIASES).map(
    ([alias, plan]) => sql`when ${sql.lit(alias)} then ${sql.lit(plan)}`,
  );
  const own = aliases.length > 0 ? sql`case ${key} ${sql.join(aliases, sql` `)} else ${key} end` : key;
  const category = sql.ref(categoryColumn);
  const byCategory = GIFT_PLANS.filter((plan) => plan.category).map(
    (plan) => sql`when ${category} = ${sql.lit(plan.category)} then ${sql.lit(plan.key)}`,
  );
  const boxPlan = sql`case when ${category} is null then null ${sql.join(byCategory, sql` `)} else ${sql.lit(LUCKY_DIP_KEY)} end`;
  return sql`coalesce(${own}, ${boxPlan})`;
}
