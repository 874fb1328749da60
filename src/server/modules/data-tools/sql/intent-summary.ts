import { planNameForKey } from "../../../../shared/domain/catalogue";
import { addDaysIso, formatIsoDate } from "../../../../shared/domain/dates";
import { dateFieldOf } from "./intent-compiler";
import { DIMENSION_WORDS, defaultMoney, ENTITIES } from "./sql-catalogue";
import type { Filter, Intent } from "./sql-intent";

/** The intent in plain English, shown above the SQL so staff can check it was read right. */
/** What a total or average that is not dollars adds up. */
const QUANTITY_WORDS = {
  capacity: "daily capacity (orders a day)",
  lifetime: "number of days from start to cancellation",
} as const;

export function summariseIntent(intent: Intent): string {
  const def = ENTITIES[intent.entity];
  const money = intent.quantity
    ? { describe: QUANTITY_WORDS[intent.quantity], column: "" }
    : (intent.money && def.money?.[intent.money]) || defaultMoney(def);
  const parts: string[] = [];
  const what =
    intent.measure === "count"
      ? `Number of ${def.plural}`
      : intent.measure === "total"
        ? `Total ${money!.describe} of ${def.plural}${intent.quantity ? "" : " in dollars"}`
        : intent.measure === "average"
          ? `Average ${money!.describe} of ${def.plural}${intent.quantity ? "" : " in dollars"}`
          : intent.measure === "acceptance"
            ? "Acceptance rate of offers to vendors (offers accepted as a percentage of offers made)"
            : intent.measure === "mrr"
              ? "Monthly recurring revenue of subscriptions in dollars (price per charge × charges a year ÷ 12)"
              : intent.measure === "percent"
                ? intent.share.length > 0
                  ? `Percentage of ${def.plural} ${intent.share.map(describeFilter).join(", ")}`
                  : `Share of all the ${def.plural} (percentage)`
                : `List of ${def.plural}`;
  parts.push(intent.alsoCount ? `${what}, and how many` : what);
  if (intent.partBefore) parts.push(`how many of them are ${describeFilter(intent.partBefore)}`);
  if (intent.part) parts.push(`and how many of them are ${describeFilter(intent.part)}`);
  if (intent.having) {
    const ops = { ">": "more than", ">=": "at least", "=": "exactly", "<": "fewer than", "<=": "at most" } as const;
    const owner = ENTITIES[intent.having.owner].plural;
    // "paid us more than $500": the dollars their rows add up to, not how many there are.
    const what = intent.having.cents
      ? `${def.plural} adding up to ${ops[intent.having.op].replace("fewer", "less")} $${(intent.having.n / 100).toFixed(2)}`
      : `${ops[intent.having.op]} ${intent.having.n} ${def.plural}`;
    parts[0] =
      intent.measure === "count"
        ? `Number of ${owner} with ${what}`
        : `${owner[0]!.toUpperCase()}${owner.slice(1)} with ${what}, and how many`;
  }
  if (intent.without)
    parts.push(
      `${intent.without.present ? "with" : "without"} any ${ENTITIES[intent.without.related].plural}${intent.without.dateRange ? ` ${intent.without.dateRange.phrase}` : ""}`,
    );
  for (const filter of intent.filters) parts.push(describeFilter(filter));
  const date = dateFieldOf(intent);
  if (intent.dateRange) {
    const { from, to, phrase } = intent.dateRange;
    const span =
      from && to
        ? `${formatIsoDate(from)} to ${formatIsoDate(addDaysIso(to, -1))}`
        : from
          ? `from ${formatIsoDate(from)}`
          : `before ${formatIsoDate(to!)}`;
    parts.push(`${date.describe} ${phrase} (${span}, Sydney time)`);
  }
  if (intent.groupBy.length > 0) parts.push(`for each ${intent.groupBy.map((d) => DIMENSION_WORDS[d]).join(" and ")}`);
  const order = intent.order;
  if (order && order.by !== "id") {
    const high = order.direction === "desc";
    const by =
      order.by === "value"
        ? high
          ? "highest first"
          : "lowest first"
        : order.by === "label"
          ? `in ${intent.groupBy.map((d) => DIMENSION_WORDS[d]).join(" and ")} order`
          : order.by === "money"
            ? high
              ? `highest ${money!.describe} first`
              : `lowest ${money!.describe} first`
            : order.by === "date"
              ? high
                ? `most recently ${date.describe} first`
                : `earliest ${date.describe} first`
              : "by name";
    parts.push(by);
  }
  if (intent.limit !== null) parts.push(intent.limit === 1 ? "only the first" : `only the first ${intent.limit}`);
  return `${parts.join(", ")}.`;
}

function describeFilter(filter: Filter): string {
  const not = "negated" in filter && filter.negated ? "not " : "";
  switch (filter.kind) {
    case "status":
      return `with status ${not}${filter.values.map((v) => v.replace("_", " ")).join(" or ")}`;
    case "plan":
      return `${not}on the ${planNameForKey(filter.value) ?? filter.value} plan`;
    case "state":
      return `${not}in ${filter.value}`;
    case "postcode":
      return `${not}in postcode ${filter.value}`;
    case "suburb":
      return `${not}in ${filter.value}`;
    case "category":
      return `${not}in the ${filter.value} category`;
    case "frequency":
      return `${not}delivered ${filter.value}`;
    case "billing":
      return `${not}billed ${filter.value === "annual" ? "annually" : "pay as you go"}`;
    case "occasion":
      return `${not}for ${filter.values?.join(" or ") ?? filter.value}`;
    case "paymentKind":
      return `${not}${filter.values.join(" or ")} payments`;
    case "flag": {
      const flag = Object.values(ENTITIES).find((d) => d.flags?.[filter.flag])!.flags![filter.flag]!;
      return flag.describe[filter.value ? 0 : 1];
    }
    case "money": {
      const words = { ">": "over", "<": "under", ">=": "at least", "<=": "at most" } as const;
      return `${words[filter.op]} $${(filter.cents / 100).toFixed(2)}`;
    }
  }
}
