import { planNameForKey } from "../../../../shared/domain/catalogue";
import { addDaysIso, formatIsoDate } from "../../../../shared/domain/dates";
import { DIMENSION_WORDS, ENTITIES } from "./sql-catalogue";
import type { Filter, Intent } from "./sql-intent";

/** The intent in plain English, shown above the SQL so staff can check it was read right. */
export function summariseIntent(intent: Intent): string {
  const def = ENTITIES[intent.entity];
  const parts: string[] = [];
  const what =
    intent.measure === "count"
      ? `Number of ${def.plural}`
      : intent.measure === "total"
        ? `Total ${def.money!.describe} of ${def.plural} in dollars`
        : intent.measure === "average"
          ? `Average ${def.money!.describe} of ${def.plural} in dollars`
          : `List of ${def.plural}`;
  parts.push(what);
  for (const filter of intent.filters) parts.push(describeFilter(filter));
  if (intent.dateRange) {
    const { from, to, phrase } = intent.dateRange;
    const span =
      from && to
        ? `${formatIsoDate(from)} to ${formatIsoDate(addDaysIso(to, -1))}`
        : from
          ? `from ${formatIsoDate(from)}`
          : `before ${formatIsoDate(to!)}`;
    parts.push(`${def.date.describe} ${phrase} (${span}, Sydney time)`);
  }
  if (intent.groupBy) parts.push(`for each ${DIMENSION_WORDS[intent.groupBy]}`);
  const order = intent.order;
  if (order && order.by !== "id") {
    const high = order.direction === "desc";
    const by =
      order.by === "value"
        ? high
          ? "highest first"
          : "lowest first"
        : order.by === "label"
          ? `in ${DIMENSION_WORDS[intent.groupBy!]} order`
          : order.by === "money"
            ? high
              ? `highest ${def.money!.describe} first`
              : `lowest ${def.money!.describe} first`
            : order.by === "date"
              ? high
                ? "newest first"
                : "oldest first"
              : "by name";
    parts.push(by);
  }
  if (intent.limit !== null) parts.push(intent.limit === 1 ? "only the first" : `only the first ${intent.limit}`);
  return `${parts.join(", ")}.`;
}

function describeFilter(filter: Filter): string {
  switch (filter.kind) {
    case "status":
      return `with status ${filter.values.map((v) => v.replace("_", " ")).join(" or ")}`;
    case "plan":
      return `on the ${planNameForKey(filter.value) ?? filter.value} plan`;
    case "state":
      return `in ${filter.value}`;
    case "category":
      return `in the ${filter.value} category`;
    case "paymentKind":
      return `${filter.value} payments only`;
    case "active":
      return filter.value ? "active (on sale)" : "inactive (not on sale)";
    case "money": {
      const words = { ">": "over", "<": "under", ">=": "at least", "<=": "at most" } as const;
      return `${words[filter.op]} $${(filter.cents / 100).toFixed(2)}`;
    }
  }
}
