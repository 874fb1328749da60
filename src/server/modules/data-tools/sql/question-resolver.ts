import { type Findings, UntranslatableQuestion } from "./question-findings";
import type { Noun } from "./question-vocabulary";
import { type Dimension, ENTITIES, type EntityKey } from "./sql-catalogue";
import type { Filter, Intent, Measure, Order } from "./sql-intent";

/**
 * Decides what the found words mean together: which data is counted, how it is grouped, filtered and
 * ordered. Any doubt (two kinds of data, a filter that does not apply) refuses instead of guessing.
 */
export function resolveIntent(f: Findings): Intent {
  const fail = (problem: string): never => {
    throw new UntranslatableQuestion(f.understood, problem);
  };
  const { entity, revenue, groupBy, singularGroup } = resolveSubject(f, fail);
  const def = ENTITIES[entity];

  const filters: Filter[] = [];
  const statuses: string[] = [];
  for (const status of f.statusWords) {
    const meaning = status.meaning[entity];
    if (!meaning) fail(`“${status.word}” does not describe ${def.plural}`);
    else if (meaning.startsWith("kind:")) filters.push({ kind: "paymentKind", value: meaning.slice(5) });
    else if (meaning === "active" && entity === "giftBoxes") filters.push({ kind: "active", value: true });
    else if (meaning === "inactive") filters.push({ kind: "active", value: false });
    else statuses.push(meaning);
  }
  if (statuses.length > 0) filters.push({ kind: "status", values: [...new Set(statuses)] });
  else if (revenue) filters.push({ kind: "status", values: ["succeeded"] });
  for (const plan of new Set(f.plans)) {
    if (!def.dimensions.plan) fail(`${def.plural} have no plan`);
    if (f.plans.length > 1) fail("it names more than one plan");
    filters.push({ kind: "plan", value: plan });
  }
  for (const state of new Set(f.states)) {
    if (!def.dimensions.state) fail(`${def.plural} have no state`);
    if (new Set(f.states).size > 1) fail("it names more than one state");
    filters.push({ kind: "state", value: state });
  }
  for (const category of new Set(f.categories)) {
    if (entity !== "giftBoxes") fail(`categories belong to gift boxes, not ${def.plural}`);
    if (new Set(f.categories).size > 1) fail("it names more than one category");
    filters.push({ kind: "category", value: category });
  }
  if (f.moneyFilters.length > 0 && !def.money) fail(`${def.plural} have no dollar amount to compare`);
  filters.push(...f.moneyFilters);

  const measure = resolveMeasure(f, entity, revenue, groupBy, fail);
  const order = resolveOrder(f, entity, measure, groupBy, fail);
  let limit = f.limit?.n ?? null;
  if (limit === null && f.superlative && singularGroup) limit = 1;
  if (limit !== null && measure !== "list" && !groupBy) fail("a single figure cannot be limited to the top few");

  return { entity, measure, filters, dateRange: f.dateRange, groupBy, order, limit };
}

interface Subject {
  entity: EntityKey;
  revenue: boolean;
  groupBy: Dimension | null;
  singularGroup: boolean;
}

function resolveSubject(f: Findings, fail: (problem: string) => never): Subject {
  const target = f.superlative?.noun ?? f.groupNoun;
  if (f.superlative && f.groupNoun) fail("it asks for a grouping and a ranking at once");
  const others = f.nouns;
  const asEntity = (noun: Noun) => (noun.entity === "revenue" ? "payments" : noun.entity);
  const isRevenue = (noun: Noun) => noun.entity === "revenue";

  if (!target) {
    const dims = others.filter((n) => !n.entity);
    if (dims.length > 0) fail(`I saw “${dims[0]!.dimension}” but not how to use it (try “by ${dims[0]!.dimension}”)`);
    const entity = single(others.map(asEntity) as EntityKey[], fail);
    return { entity, revenue: others.some(isRevenue), groupBy: null, singularGroup: false };
  }

  // "subscriptions by state", "revenue per plan": the target is a grouping of the data named.
  if (!target.entity || (target.dimension && others.some((n) => n.entity && n.entity !== target.entity))) {
    const dimension = target.dimension!;
    const facts = others.filter((n) => n.entity && n.entity !== target.entity);
    if (others.some((n) => !n.entity)) fail("it names a grouping it does not use");
    const entity = single(facts.map(asEntity) as EntityKey[], fail);
    if (!ENTITIES[entity].dimensions[dimension] && dimension !== "month" && dimension !== "year") {
      fail(`${ENTITIES[entity].plural} cannot be grouped by ${dimension}`);
    }
    return { entity, revenue: facts.some(isRevenue), groupBy: dimension, singularGroup: false };
  }

  // "top 5 gift boxes by subscriptions", "which vendor has the most orders": the target is counted,
  // and the other noun is what it is grouped by.
  const entity = asEntity(target) as EntityKey;
  const rest = others.filter((n) => asEntity(n) !== entity);
  if (rest.length !== 1 || !rest[0]!.dimension) fail(`it does not say what to group the ${ENTITIES[entity].plural} by`);
  const dimension = rest[0]!.dimension!;
  if (!ENTITIES[entity].dimensions[dimension] && dimension !== "month" && dimension !== "year") {
    fail(`${ENTITIES[entity].plural} cannot be grouped by ${dimension}`);
  }
  return {
    entity,
    revenue: isRevenue(target) || others.some(isRevenue),
    groupBy: dimension,
    singularGroup: rest[0]!.singular,
  };
}

function single(entities: EntityKey[], fail: (problem: string) => never): EntityKey {
  const unique = [...new Set(entities)];
  if (unique.length === 0) {
    fail(
      "it does not name the shop's data (subscriptions, recipients, buyers, gift boxes, plans, vendors, fulfilment orders or payments)",
    );
  }
  if (unique.length > 1) fail(`it asks about ${unique.map((e) => ENTITIES[e].plural).join(" and ")} at once`);
  return unique[0]!;
}

function resolveMeasure(
  f: Findings,
  entity: EntityKey,
  revenue: boolean,
  groupBy: Dimension | null,
  fail: (problem: string) => never,
): Measure {
  const m = f.measure;
  const money = ENTITIES[entity].money;
  let measure: Measure;
  if (m.average) measure = "average";
  else if (m.count) measure = "count";
  else if (revenue || (m.total && m.money)) measure = "total";
  else if (m.total || groupBy || f.superlative) measure = "count";
  else if (m.money) measure = groupBy ? "total" : "list";
  else measure = "list";
  if (m.average && m.count) fail("it asks for an average and a count at once");
  if ((measure === "average" || measure === "total") && !money)
    fail(`${ENTITIES[entity].plural} have no dollar amount`);
  if (measure === "list" && m.total) fail("it asks for a total without saying of what");
  return measure;
}

function resolveOrder(
  f: Findings,
  entity: EntityKey,
  measure: Measure,
  groupBy: Dimension | null,
  fail: (problem: string) => never,
): Order | null {
  const def = ENTITIES[entity];
  if (groupBy) {
    if (f.order) fail("a grouped answer is ordered by its figures, not by price, date or name");
    const direction = f.superlative?.direction ?? f.limit?.direction;
    if (direction) return { by: "value", direction };
    return groupBy === "month" || groupBy === "year"
      ? { by: "label", direction: "asc" }
      : { by: "value", direction: "desc" };
  }
  if (measure !== "list") {
    if (f.order || f.superlative) fail("a single figure cannot be ordered");
    return null;
  }
  if (f.superlative) fail("a ranking needs something to group by");
  if (f.order?.by === "money" && !def.money) fail(`${def.plural} have no price to order by`);
  if (f.order?.by === "name" && !def.nameColumn) fail(`${def.plural} have no name to order by`);
  if (f.order)
    return f.limit?.direction === "asc" && f.order.by !== "name" ? { ...f.order, direction: "asc" } : f.order;
  if (f.limit) {
    if (!def.money) fail(`it does not say what makes the top ${def.plural}`);
    return { by: "money", direction: f.limit.direction };
  }
  return { by: "id", direction: "asc" };
}
