import { addMonthsIso } from "../../../../shared/domain/dates";
import { NOT_SENT } from "./question-deliveries";
import { type Findings, type Named, UntranslatableQuestion } from "./question-findings";
import { NOUNS, type Noun } from "./question-vocabulary";
import { DATE_DIMENSIONS, type DateKey, type Dimension, ENTITIES, type EntityKey } from "./sql-catalogue";
import {
  type Filter,
  type Having,
  type Intent,
  type Measure,
  type Order,
  refundsOnly,
  type Without,
} from "./sql-intent";

/**
 * Decides what the found words mean together: which data is counted, how it is grouped, filtered and
 * ordered. Any doubt (two kinds of data, a filter that does not apply) refuses instead of guessing.
 */
export function resolveIntent(f: Findings): Intent {
  const fail = (problem: string): never => {
    throw new UntranslatableQuestion(f.understood, problem);
  };
  const subject = resolveSubject(f, fail);
  const { entity } = subject;
  const groupBy = subject.groupBy.map((d) => (d === "kind" && TYPE_OF[entity] ? TYPE_OF[entity] : d));
  const def = ENTITIES[entity];
  if (f.archived && !def.deletedAt) fail(`${def.plural} are never archived`);
  // "why are vendors declining orders", "the reasons payments failed, and how often": counted by reason.
  if (f.reason && groupBy.includes("reason")) f.reason = false;
  // "show me the orders vendors turned down and why": the declines listed, each with its reason.
  if (f.reason && entity === "declines" && /\band why\b/.test(f.source) && !f.measure.count) f.reason = false;
  if (f.reason && (entity === "declines" || (entity === "payments" && f.measure.count))) {
    if (!groupBy.includes("reason")) groupBy.push("reason");
    f.reason = false;
  }
  const revenue = subject.revenue || subject.refunds;

  const filters: Filter[] = [];
  // Where each filter's words are said: a percentage's share is the condition said last.
  const said = new Map<Filter, number>();
  const sayAt = (filter: Filter, at: number | undefined) => {
    if (at !== undefined) said.set(filter, at);
    return filter;
  };
  // Filters the translator adds by itself (revenue is succeeded charges): never the share of a percentage.
  const defaults = new Set<Filter>();
  const byDefault = (filter: Filter) => {
    defaults.add(filter);
    filters.push(filter);
  };
  const statuses: { value: string; negated: boolean; at?: number }[] = [];
  for (const status of f.statusWords) {
    const meaning = status.meaning[entity];
    if (!meaning) fail(`“${status.word}” does not describe ${def.plural}`);
    else if (meaning.startsWith("kind:"))
      filters.push(sayAt({ kind: "paymentKind", values: [meaning.slice(5)], negated: status.negated }, status.at));
    else if (meaning.startsWith("flag:")) {
      const [, flag, value] = meaning.split(":");
      filters.push(
        sayAt({ kind: "flag", flag: flag as "onSale", value: (value === "true") !== status.negated }, status.at),
      );
    } else statuses.push({ value: meaning, negated: status.negated, at: status.at });
  }
  // "first payments and renewals": one condition naming both kinds.
  const kinds = filters.filter((x) => x.kind === "paymentKind" && !x.negated);
  if (kinds.length > 1) {
    const merged = {
      kind: "paymentKind",
      values: kinds.flatMap((x) => (x.kind === "paymentKind" ? x.values : [])),
    } as Filter;
    for (const kind of kinds) filters.splice(filters.indexOf(kind), 1);
    filters.push(sayAt(merged, Math.max(...kinds.map((x) => said.get(x) ?? -1))));
    // "first purchases compared with renewals": one row for each kind.
    if (f.versus && !groupBy.includes("kind")) {
      if (groupBy.length > 1) fail("it compares payment kinds and groups otherwise at once");
      groupBy.push("kind");
    }
  }
  // "live subscriptions right now": with no status named, "right now" means the live ones.
  // "who is coming back off pause": only a paused subscription resumes.
  // "how long do subscriptions last": only a cancelled one has lasted a known time.
  if (f.lifetime && entity === "subscriptions" && statuses.length === 0)
    statuses.push({ value: "cancelled", negated: false });
  if (f.dateVerb === "resume" && entity === "subscriptions" && statuses.length === 0)
    statuses.push({ value: "paused", negated: false });
  // "in each status at the moment": every status, as things stand now.
  if (f.now && !f.mrr && entity === "subscriptions" && statuses.length === 0 && !groupBy.includes("status"))
    statuses.push({ value: "active,paused", negated: false });
  if (statuses.length > 0) {
    const negated = statuses.filter((s) => s.negated);
    const asked = statuses.filter((s) => !s.negated).flatMap((s) => s.value.split(","));
    const excluded = negated.flatMap((s) => s.value.split(","));
    // "approved but not paid": a row has one status, so excluding another one changes nothing.
    // "overdue but not shipped": of the statuses a word stands for, the one excluded is taken out.
    if (asked.length > 1 && excluded.some((v) => asked.includes(v)) && asked.some((v) => !excluded.includes(v))) {
      const kept = asked.filter((v) => !excluded.includes(v));
      asked.splice(0, asked.length, ...kept);
      excluded.splice(0, excluded.length);
      for (const s of negated) statuses.splice(statuses.indexOf(s), 1);
    }
    if (asked.length > 0 && excluded.some((v) => asked.includes(v))) fail("it both asks for and excludes a status");
    // "deliveries, ignoring skipped ones": what is left out is left out of the deliveries, which never
    // include withdrawn or refunded ones unless named (see below).
    if (entity === "orders" && asked.length === 0) excluded.push(...NOT_SENT.split(","));
    const values = asked.length > 0 ? asked : excluded;
    // "how many vendors are approved, pending, rejected etc": each status, all of them.
    if (asked.length > 1 && /\b(?:etc|and so on|and so forth)\b/.test(f.source) && groupBy.length === 0) {
      groupBy.push("status");
      statuses.splice(0, statuses.length);
    }
    const at = Math.max(...statuses.map((s) => s.at ?? -1));
    if (statuses.length > 0)
      filters.push(
        sayAt({ kind: "status", values: [...new Set(values)], negated: asked.length === 0 }, at >= 0 ? at : undefined),
      );
  }
  // Decision (bench/sql-questions/README.md "Definitions"): a draft is a checkout not yet paid, not a
  // subscription; it is counted only when asked for by name ("draft", "unpaid").
  if (entity === "subscriptions" && !statuses.some((s) => s.value.split(",").includes("draft"))) {
    const status = filters.find((x) => x.kind === "status");
    // A percentage's status is its share, taken out below: the drafts stay out of what it is a share of.
    if (!status || f.percent) byDefault({ kind: "status", values: ["draft"], negated: true });
    else if (status.negated) status.values.push("draft");
  }
  // Decision (bench/sql-questions/README.md "Definitions"): a delivery is one that is or will be sent, as
  // the Analytics tab counts them; skipped, withdrawn and refunded ledger rows count only when named.
  if (entity === "orders" && !filters.some((x) => x.kind === "status") && !groupBy.includes("status"))
    byDefault({ kind: "status", values: NOT_SENT.split(","), negated: true });
  if (revenue) {
    if (entity !== "payments") fail("takings are payments");
    if (!filters.some((x) => x.kind === "status")) byDefault({ kind: "status", values: ["succeeded"] });
    // Revenue is what was charged; "net" adds the (negative) refunds; "refunds" are those alone.
    if (subject.refunds || f.revenue?.refunds) byDefault({ kind: "paymentKind", values: ["refund"] });
    else if (!f.revenue?.net && !filters.some((x) => x.kind === "paymentKind"))
      byDefault({ kind: "paymentKind", values: ["initial", "renewal"] });
  } else if (f.revenue?.net) fail("“net” applies to revenue");
  // A payment is a charge (first or renewal); refunds are asked for as refunds.
  if (entity === "payments" && !revenue && !filters.some((x) => x.kind === "paymentKind"))
    byDefault({ kind: "paymentKind", values: ["initial", "renewal"] });
  // "the 10 biggest charges": money that came in, so the ones that went through unless a status is named.
  // "refunds over $50": the amount given back (refund rows are stored negative).
  if (refundsOnly(filters)) for (const x of f.moneyFilters) if (x.kind === "money") x.given = true;
  const byMoney = f.order?.by === "money" || f.moneyFilters.length > 0;
  if (entity === "payments" && !revenue && byMoney && !filters.some((x) => x.kind === "status"))
    byDefault({ kind: "status", values: ["succeeded"] });
  // "buyers" may mean sign-ups or first purchases: a date on them is not guessed at.
  if (entity === "buyers" && f.buyerWord && (f.dateRange || f.order?.by === "date" || f.dateVerb === "created"))
    fail(
      "“new buyers” could mean people who signed up or people who first bought: ask for customers who signed up (e.g. “customers who signed up this month”)",
    );
  const single = (
    list: Named[],
    kind: "plan" | "state" | "postcode" | "suburb" | "category" | "frequency" | "billing" | "occasion",
    word: string,
  ) => {
    const values = [...new Set(list.map((x) => `${x.negated}:${x.value}`))];
    if (values.length === 0) return;
    if (!def.dimensions[kind]) fail(`${def.plural} have no ${word}`);
    // "annual vs pay as you go", "what % are weekly, fortnightly or monthly": one row for each value.
    if (values.length > 1 && (f.versus || f.percent) && !list.some((x) => x.negated)) {
      // "average charge by billing type (annual vs pay as you go)": the grouping says it already.
      if (groupBy.includes(kind)) return;
      if (groupBy.length > 1) fail(`it compares ${word}s and groups otherwise at once`);
      groupBy.push(kind);
      const named = [...new Set(list.map((x) => x.value))];
      filters.push({ kind, value: named[0]!, values: named } as Filter);
      return;
    }
    if (values.length > 1) fail(`it names more than one ${word}`);
    filters.push(sayAt({ kind, value: list[0]!.value, negated: list[0]!.negated } as Filter, list[0]!.at));
  };
  single(f.plans, "plan", "plan");
  single(f.states, "state", "state");
  single(f.postcodes, "postcode", "postcode");
  single(f.suburbs, "suburb", "suburb");
  single(f.categories, "category", "category");
  single(f.frequencies, "frequency", "delivery frequency");
  single(f.billing, "billing", "billing interval");
  single(f.occasions, "occasion", "occasion");
  for (const flag of f.flags) {
    if (!def.flags?.[flag.flag]) fail(`${def.plural} cannot be ${flag.value ? "" : "un"}described that way`);
    filters.push(sayAt({ kind: "flag", flag: flag.flag, value: flag.value }, flag.at));
  }
  if (f.moneyFilters.length > 0 && !def.money) fail(`${def.plural} have no dollar amount to compare`);
  filters.push(...f.moneyFilters);

  // "per month over the last six months": this month and the five whole ones before it.
  const last = f.dateRange?.lastUnits;
  if (last?.unit === "month" && f.dateRange && groupBy.includes("month"))
    f.dateRange = { ...f.dateRange, from: monthsBack(f.today, last.n) };
  const date = resolveDate(f, entity, groupBy, fail);
  // "deliveries going out in December" (said in November): the coming December, not last year's — a
  // delivery date is mostly ahead. A month named alone otherwise means the latest one (revenue in March).
  const named = f.dateRange?.phrase.match(/^(?:in|during|for) ([a-z]+)$/);
  if (named && entity === "orders" && (date === null || date === "delivery") && f.dateRange?.from && f.dateRange.to) {
    const ahead = addMonthsIso(f.dateRange.from, 12);
    if (ahead.slice(0, 4) === f.today.slice(0, 4))
      f.dateRange = { ...f.dateRange, from: ahead, to: addMonthsIso(f.dateRange.to, 12) };
  }
  const dateType = (date ? def.dates[date] : Object.values(def.dates)[0])?.type;
  if (dateType === "month" && groupBy.some((d) => d === "day" || d === "year" || d === "week"))
    fail(`${def.plural} are by month, not by day, week or year`);
  // "shipped last month": dispatched then, whether or not it has arrived since.
  const shipped = filters.find((x) => x.kind === "status" && !x.negated && x.values.join() === "shipped");
  const notDelivered = f.statusWords.some((w) => w.negated && w.meaning.orders === "delivered");
  if (date === "dispatched" && shipped?.kind === "status" && !notDelivered) shipped.values = ["shipped", "delivered"];
  if (date === "birthday" || date === "anniversary") {
    if (f.dateRange && (!f.dateRange.from || !f.dateRange.to))
      fail(`a ${date} is matched by month and day, in a period with an end`);
    const flag = date === "birthday" ? "hasBirthday" : "hasAnniversary";
    if (!f.dateRange && groupBy.length === 0 && !filters.some((x) => x.kind === "flag" && x.flag === flag))
      filters.push({ kind: "flag", flag: date === "birthday" ? "hasBirthday" : "hasAnniversary", value: true });
  }
  // "daily capacity for every approved vendor": every vendor listed, not a count per vendor.
  if (f.capacity && entity === "vendors" && groupBy.join() === "vendor" && !f.measure.count) groupBy.splice(0);
  // "total daily capacity of approved vendors by suburb": orders a day added up (or averaged), not dollars.
  const capacity =
    f.capacity &&
    entity === "vendors" &&
    (f.measure.total || f.measure.average || (groupBy.length > 0 && !f.measure.count));
  if (capacity) f.measure.money = false;
  if (f.lifetime && (entity !== "subscriptions" || groupBy.length > 1))
    fail("how long something lasted is known for cancelled subscriptions only");
  let measure = f.lifetime
    ? "average"
    : capacity
      ? f.measure.average
        ? "average"
        : "total"
      : resolveMeasure(f, entity, revenue, groupBy, subject.having !== null, fail);
  if (f.acceptance) {
    if (entity !== "offers") fail("an acceptance rate is of offers to vendors");
    measure = "acceptance";
  }
  if (f.capacity && !capacity && (entity !== "vendors" || measure !== "list"))
    fail("a vendor's daily capacity is shown in the list of vendors; it is not added up or compared here");
  if (f.countEach && subject.having) measure = "list";
  if (f.mrr) {
    if (entity !== "subscriptions" || f.percent || f.measure.count || f.measure.average || subject.having)
      fail("monthly recurring revenue is one figure of the subscriptions; ask for it on its own");
    measure = "mrr";
    // As the Analytics tab counts it: active subscriptions only (a paused one's next charge waits).
    const status = filters.find((x) => x.kind === "status")!;
    if (defaults.has(status)) {
      filters.splice(filters.indexOf(status), 1, { kind: "status", values: ["active"] });
    } else if (status.negated || status.values.join() !== "active")
      fail("monthly recurring revenue counts active subscriptions only");
  }
  // "total refunded and how many refunds": both figures of the same rows.
  let alsoCount = false;
  if (measure === "count" && f.measure.total && f.measure.count) {
    if (!def.money || subject.having)
      fail("it asks for two figures at once (ask for the count and the total separately)");
    measure = "total";
    alsoCount = true;
  }
  // A total or average is shown with how many rows it is of ("refunded per month": the dollars and the
  // number of refunds), so the reader can judge it.
  if (measure === "total" || measure === "average") alsoCount = true;
  // A share of all the rows (the "frequency split") is shown with how many make it up.
  if (measure === "percent" && f.percent && groupBy.length > 0) alsoCount = true;
  // Dollars of payments are what was taken, unless a status says otherwise.
  if (
    entity === "payments" &&
    !revenue &&
    (measure === "total" || measure === "average") &&
    !filters.some((x) => x.kind === "status")
  )
    byDefault({ kind: "status", values: ["succeeded"] });
  // "… and how many of them are unassigned": the condition said after it is counted beside, not a filter.
  let part: Filter | undefined;
  let partBefore: Filter | undefined;
  if (f.partFrom !== undefined) {
    const after = filters.filter((x) => (said.get(x) ?? -1) > f.partFrom!);
    if (after.length !== 1 || measure !== "count" || subject.having)
      fail("it asks for a second figure I cannot make (ask for each figure separately)");
    part = after[0]!;
    filters.splice(filters.indexOf(part), 1);
    // "how many of their boxes are active and how many are retired": the same kind of condition said
    // before is a count of its own, beside the second, not a filter of the rows.
    const p = part;
    const alike = filters.find(
      (x) => x.kind === p.kind && (x.kind !== "flag" || (p.kind === "flag" && x.flag === p.flag)) && !defaults.has(x),
    );
    if (alike) {
      partBefore = alike;
      filters.splice(filters.indexOf(alike), 1);
    }
  }
  let share: Filter[] = [];
  if (measure === "percent") {
    // A condition on what is grouped ("% that are weekly, fortnightly or monthly") is the grouping's.
    share = filters.filter((x) => x.kind !== "money" && !defaults.has(x) && !(groupBy as string[]).includes(x.kind));
    // "what percentage of renewal charges failed": the rows are the renewal charges, the share the
    // condition said after them (failed).
    if (share.length > 1 && share.every((x) => said.has(x))) {
      const last = share.reduce((a, b) => (said.get(b)! > said.get(a)! ? b : a));
      if (share.filter((x) => said.get(x) === said.get(last)).length === 1) share = [last];
    }
    // "percentage of active subscriptions by frequency", "plan split as a percentage": with a grouping,
    // a condition said as the noun's adjective (or none) keeps the rows, and each group is its share of all.
    if (groupBy.length > 0 && share.every((x) => describesNoun(f.source, said.get(x)))) share = [];
    else if (share.length !== 1)
      fail(
        "a percentage needs exactly one condition to take the share of (e.g. “percentage of subscriptions that are cancelled”)",
      );
    if (share[0]) filters.splice(filters.indexOf(share[0]), 1);
  }
  const order = resolveOrder(f, entity, measure, groupBy, subject.having, fail);
  let limit = f.limit?.n ?? null;
  // "which courier carried the most? rank them": every one, ranked; without "rank", the one at the top.
  if (limit === null && f.superlative && subject.singularGroup && !/\brank\b/.test(f.source)) limit = 1;
  if (limit !== null && measure !== "list" && groupBy.length === 0 && !subject.having)
    fail("a single figure cannot be limited to the top few");
  if (subject.having && subject.without) fail("it asks for a count of related rows and their absence at once");
  // "vendors with no order in the last 60 days": with no verb for the rows themselves ("joined"), the
  // period is the related rows' ("no order in" it), never when the vendor applied.
  const movedToRelated = Boolean(subject.without && f.dateRange && !f.dateVerb && groupBy.length === 0);
  if (movedToRelated && subject.without!.dateRange) fail("it names two periods for what is missing");
  if (movedToRelated) {
    if (!f.dateRange!.from) fail("a period with no start cannot be what is missing");
    subject.without!.dateRange = f.dateRange!;
  }
  if (f.reason && (entity !== "payments" || measure !== "list"))
    fail("only a list of payments shows why a payment failed");

  return {
    entity,
    measure,
    alsoCount,
    ...(part ? { part } : {}),
    ...(partBefore ? { partBefore } : {}),
    money: f.money && def.money?.[f.money] ? f.money : null,
    ...(capacity ? { quantity: "capacity" as const } : {}),
    ...(f.lifetime ? { quantity: "lifetime" as const } : {}),
    filters,
    share,
    dateRange: movedToRelated ? null : f.dateRange,
    date,
    groupBy,
    ...(f.archived === "only" || f.archived === "include" ? { archived: f.archived } : {}),
    ...(groupBy.length > 0 && (f.superlative || f.limit || f.valueOrder) ? { ranked: true } : {}),
    having: subject.having,
    without: subject.without,
    order,
    limit,
  };
}

function resolveDate(f: Findings, entity: EntityKey, groupBy: Dimension[], fail: (p: string) => never): DateKey | null {
  const def = ENTITIES[entity];
  const verb = f.dateVerb;
  const usesDate =
    f.dateRange !== null ||
    f.order?.by === "date" ||
    groupBy.some((d) => DATE_DIMENSIONS.includes(d) && !def.dimensions[d]);
  if (verb === "resume") {
    if (!def.dates.resume) fail(`${def.plural} have no date they resume`);
    return verb;
  }
  if (verb === "birthday" || verb === "anniversary") {
    if (!def.dates[verb]) fail(`${def.plural} have no ${verb}`);
    return verb;
  }
  if (!usesDate) return null;
  if (f.dateOn && def.dates[f.dateOn]) return f.dateOn;
  if (verb === "billing") return def.dates.billing ? "billing" : fail(`${def.plural} are not billed`);
  if (verb === "created") return def.dates.created ? "created" : null;
  if (verb === "paid") return def.dates.paid ? "paid" : null;
  // "cancelled last month": the range is on the cancellation date.
  const asked = (word: string) => f.statusWords.some((s) => s.word === word && !s.negated);
  if ((verb === "cancelled" || asked("cancelled")) && def.dates.cancelled) return "cancelled";
  // "delivered last month": when the delivery was confirmed; "dispatched", "carried by each courier": the
  // day it left the vendor.
  if ((verb === "delivered" || asked("delivered")) && def.dates.delivered) return "delivered";
  if ((verb === "dispatched" || asked("shipped") || groupBy.includes("courier")) && def.dates.dispatched)
    return "dispatched";
  return null;
}

interface Subject {
  entity: EntityKey;
  revenue: boolean;
  refunds: boolean;
  groupBy: Dimension[];
  singularGroup: boolean;
  having: Having | null;
  without: Without | null;
}

const asEntity = (noun: Noun): EntityKey | null =>
  noun.entity === "revenue" || noun.entity === "refunds" ? "payments" : noun.entity;

function resolveSubject(f: Findings, fail: (problem: string) => never): Subject {
  // "daily capacity for every approved vendor": with nothing else named or asked, the vendors themselves.
  const m = f.measure;
  const asked = m.count || m.total || m.average || f.percent || f.superlative || f.acceptance;
  if (!asked && f.nouns.every((n) => !n.entity) && f.groupNouns.length === 1 && f.groupNouns[0]!.entity)
    f.nouns.push(...f.groupNouns.splice(0));
  // "GST collected last month": the GST of the takings.
  const named = [...f.nouns, ...f.groupNouns, ...(f.superlative ? [f.superlative.noun] : [])];
  if (f.money === "gst" && !named.some((n) => n.entity)) {
    // Decision (bench/sql-questions/README.md "Definitions"): GST "collected" follows revenue, the
    // charges' GST; "net GST" or "after refunds" takes off the GST given back with refunds.
    f.revenue = f.revenue ?? { net: false, refunds: false };
    f.nouns.push({ entity: "revenue", dimension: null, singular: true });
  }
  const others = f.nouns;
  const isRevenue = (noun: Noun) => noun.entity === "revenue";
  const isRefunds = (noun: Noun) => noun.entity === "refunds";
  const all = [...others, ...f.groupNouns, ...(f.superlative ? [f.superlative.noun] : [])];
  const flags = { revenue: all.some(isRevenue), refunds: all.some(isRefunds) };
  if (flags.revenue && flags.refunds && !f.revenue?.net)
    fail("it asks for revenue and refunds at once (ask for each, or for revenue after refunds)");

  // "customers with more than one recipient": the recipients are counted per customer.
  if (f.having) {
    const counted = asEntity(f.having.noun);
    const owners = unique(
      others.map(asEntity).filter((e): e is EntityKey => e !== null && e !== counted),
      fail,
    );
    if (!counted || owners.length !== 1) fail("it does not say whose related rows to count");
    const owner = owners[0]!;
    if (!ENTITIES[counted!].owner?.[owner])
      fail(`${ENTITIES[counted!].plural} do not belong to ${ENTITIES[owner].plural}`);
    if (f.groupNouns.length > 0 || f.superlative) fail("it counts related rows and groups or ranks at once");
    return {
      entity: counted!,
      ...flags,
      // "paid us more than $500": what they paid is takings (succeeded charges).
      revenue: flags.revenue || isRevenue(f.having.noun),
      groupBy: [],
      singularGroup: false,
      having: { owner, op: f.having.op, n: f.having.n, ...(f.having.cents ? { cents: true } : {}) },
      without: null,
    };
  }
  // "vendors without gift boxes": the vendors, and no gift box of theirs.
  let without: Without | null = null;
  if (f.without) {
    const related = asEntity(f.without.noun);
    const rest = unique(
      others.map(asEntity).filter((e): e is EntityKey => e !== null && e !== related),
      fail,
    );
    if (!related || rest.length !== 1) fail("it does not say what is missing from what");
    const link = ENTITIES[related!].owner?.[rest[0]!];
    // An owner reached through another table ("a recipient's deliveries") is counted, never anti-joined.
    if (!link || Array.isArray(link.join))
      fail(`${ENTITIES[rest[0]!].plural} do not have ${ENTITIES[related!].plural}`);
    const filters: Filter[] = f.without.filters
      ? f.without.filters
      : f.without.bought
        ? [
            { kind: "status", values: ["succeeded"] },
            { kind: "paymentKind", values: ["initial", "renewal"] },
          ]
        : [];
    if (related === "payments" && (f.without.noun.entity === "revenue" || isRefunds(f.without.noun)))
      fail("it names takings as something missing");
    without = {
      related: related!,
      filters,
      ...(f.without.present ? { present: true } : {}),
      ...(f.without.dateRange ? { dateRange: f.without.dateRange } : {}),
    };
    const kept = others.filter((n) => asEntity(n) !== related);
    return { ...subjectOf({ ...f, nouns: kept }, fail, flags), without };
  }
  return subjectOf(f, fail, flags);
}

function subjectOf(f: Findings, fail: (p: string) => never, flags: { revenue: boolean; refunds: boolean }): Subject {
  const others = f.nouns;
  const base = { ...flags, having: null, without: null };
  // "rank the plans by number of subscribers, most popular first": the grouping names what is ranked.
  if (f.superlative && f.groupNouns.length === 1 && f.groupNouns[0]!.entity) {
    if (asEntity(f.groupNouns[0]!) === asEntity(f.superlative.noun)) f.groupNouns = [];
  }
  // "top 3 vendors by cost of delivered orders": the rows with the money, ranked by the other's grouping.
  if (f.sumOf && !f.superlative && f.groupNouns.length === 0) {
    const summed = others.find(
      (a) =>
        a.entity &&
        ENTITIES[asEntity(a)!].money &&
        others.some((b) => b !== a && b.dimension && ENTITIES[asEntity(a)!].dimensions[b.dimension]),
    );
    if (!summed) fail("it does not say what to add up for each");
    f.superlative = { noun: summed!, direction: f.limit?.direction ?? "desc" };
  }
  if (f.superlative && f.groupNouns.length > 0) {
    // "busiest vendor by deliveries" reads the same as the ranking alone.
    fail("it asks for a grouping and a ranking at once");
  }
  const targetNoun = f.superlative?.noun ?? (f.groupNouns.length === 1 ? f.groupNouns[0]! : null);
  if (f.groupNouns.length === 2) {
    if (f.groupNouns.some((n) => !n.dimension)) fail("it groups by something that is not a grouping");
    const entity = single(others.map(asEntity), fail, undefined, f);
    const dims = f.groupNouns.map((n) => n.dimension!);
    for (const d of dims) checkGroup(entity, d, fail);
    return { entity, ...base, groupBy: dims, singularGroup: false };
  }
  if (!targetNoun) {
    const dims = others.filter((n) => !n.entity);
    // "top 5 relationships among recipients": the one grouping named, ranked by how many; "which states
    // are our recipients in": a plural grouping, counted.
    if (dims.length === 1 && (f.limit || !dims[0]!.singular)) {
      const entity = single(others.map(asEntity), fail, undefined, f);
      checkGroup(entity, dims[0]!.dimension!, fail);
      return { entity, ...base, groupBy: [dims[0]!.dimension!], singularGroup: false };
    }
    if (dims.length > 0) fail(`I saw “${dims[0]!.dimension}” but not how to use it (try “by ${dims[0]!.dimension}”)`);
    // "customers" beside data of theirs ("payments of customers") is the data, not a grouping.
    // "Whose birthday is coming up": only recipients have birthdays and anniversaries.
    const personal = f.dateVerb === "birthday" || f.dateVerb === "anniversary" ? "recipients" : undefined;
    const entity = single(others.map(asEntity), fail, personal, f);
    return { entity, ...base, groupBy: [], singularGroup: false };
  }

  // "subscriptions by state", "revenue per plan": the target is a grouping of the data named.
  const target = targetNoun;
  if (
    !target.entity ||
    (target.dimension && !f.superlative && others.some((n) => n.entity && asEntity(n) !== asEntity(target)))
  ) {
    const dimension = target.dimension!;
    const facts = others.filter((n) => n.entity && asEntity(n) !== asEntity(target));
    if (others.some((n) => !n.entity)) fail("it names a grouping it does not use");
    const entity = single(facts.map(asEntity), fail, undefined, f);
    checkGroup(entity, dimension, fail);
    return { entity, ...base, groupBy: [dimension], singularGroup: false };
  }

  // "top 5 gift boxes by subscriptions", "which vendor has the most orders": the target is counted,
  // and the other noun is what it is grouped by.
  const entity = asEntity(target)!;
  const rest = others.filter((n) => asEntity(n) !== entity);
  if (rest.length !== 1 || !rest[0]!.dimension) fail(`it does not say what to group the ${ENTITIES[entity].plural} by`);
  const dimension = rest[0]!.dimension!;
  checkGroup(entity, dimension, fail);
  return { entity, ...base, groupBy: [dimension], singularGroup: rest[0]!.singular };
}

/** What "type" means for each kind of data (a payment's kind is its own). */
const TYPE_OF: Partial<Record<EntityKey, Dimension>> = {
  orders: "occasion",
  vendors: "businessType",
  giftBoxes: "category",
};

function checkGroup(entity: EntityKey, dimension: Dimension, fail: (p: string) => never) {
  if (dimension === "kind" && TYPE_OF[entity]) return;
  if (!ENTITIES[entity].dimensions[dimension] && !DATE_DIMENSIONS.includes(dimension))
    fail(`${ENTITIES[entity].plural} cannot be grouped by ${dimension}`);
}

function unique(entities: EntityKey[], _fail: (p: string) => never): EntityKey[] {
  return [...new Set(entities)];
}

function single(
  entities: (EntityKey | null)[],
  fail: (problem: string) => never,
  alone?: EntityKey,
  f?: Findings,
): EntityKey {
  let found = [...new Set(entities.filter((e): e is EntityKey => e !== null))];
  if (found.length === 0 && alone) return alone;
  if (found.length === 0 && f) found = impliedEntity(f);
  // "average charge for annual subscriptions", "revenue from customers in NSW": dollars asked of
  // payments named beside whose they are are the payments'.
  const dollars =
    f &&
    (f.measure.money ||
      f.measure.total ||
      f.measure.average ||
      f.revenue ||
      f.nouns.some((n) => n.entity === "revenue"));
  if (dollars && found.length === 2 && found.includes("payments")) {
    const other = found.find((e) => e !== "payments")!;
    // "revenue from annual subscriptions": payments are each for a subscription.
    if (ENTITIES.payments.owner?.[other] || other === "subscriptions") found = ["payments"];
  }
  if (found.length === 0) {
    fail(
      "it does not name the shop's data (subscriptions, recipients, buyers, gift boxes, vendors, deliveries, payments or vendor statements)",
    );
  }
  if (found.length > 1) fail(`it asks about ${found.map((e) => ENTITIES[e].plural).join(" and ")} at once`);
  return found[0]!;
}

/**
 * Data no noun names but the words imply: "shipped but not delivered" and "each courier" are said only of
 * deliveries; "top 10 recipient suburbs" groups recipients.
 */
function impliedEntity(f: Findings): EntityKey[] {
  // "shipped but not delivered", "average first payment": words said of one kind of data only.
  const owners = new Set(f.statusWords.map((w) => Object.keys(w.meaning).join()));
  if (f.dateVerb === "resume") return ["subscriptions"];
  // "breakdown of decline reasons": the declined offers.
  if (f.reason && /\bdeclin/.test(f.source)) return ["declines"];
  const flagOwners = (Object.keys(ENTITIES) as EntityKey[]).filter((e) =>
    f.flags.every((x) => ENTITIES[e].flags?.[x.flag]),
  );
  if (f.flags.length > 0 && flagOwners.length === 1) return flagOwners;
  if (owners.size === 1) {
    const [only] = [...owners] as [string];
    if (only in ENTITIES) return [only as EntityKey];
  }
  const dims = [...f.groupNouns, ...f.nouns].map((n) => n.dimension);
  if (dims.some((d) => d === "courier" || d === "occasion")) return ["orders"];
  const place = dims.some((d) => d === "suburb" || d === "state" || d === "postcode");
  if (place && /\brecipients?\b/.test(f.source)) return ["recipients"];
  return [];
}

function resolveMeasure(
  f: Findings,
  entity: EntityKey,
  revenue: boolean,
  groupBy: Dimension[],
  having: boolean,
  fail: (problem: string) => never,
): Measure {
  const m = f.measure;
  const def = ENTITIES[entity];
  // "cost" of a box is its price; GST is never guessed from another column.
  if (f.money === "gst" && !def.money?.gst) fail(`${def.plural} have no GST`);
  let measure: Measure;
  if (f.percent) measure = "percent";
  else if (m.average) measure = "average";
  else if (m.count) measure = "count";
  // "the 3 largest refunds": the refunds themselves, biggest first, not their total.
  else if (
    revenue &&
    !m.total &&
    !m.money &&
    groupBy.length === 0 &&
    (f.order?.by === "money" ||
      f.moneyFilters.length > 0 ||
      (f.nouns.some((n) => n.entity === "refunds") && /^\s*list\b/.test(f.source)))
  )
    measure = "list";
  else if (revenue || (m.total && m.money) || (f.money && m.money) || (m.total && def.money?.total)) measure = "total";
  else if (m.total || groupBy.length > 0 || f.superlative) measure = "count";
  else if (m.money) measure = groupBy.length > 0 ? "total" : "list";
  else measure = "list";
  if (f.percent && (m.average || m.total)) fail("it asks for a percentage and another figure at once");
  // A percentage counts rows; a share of dollars ("% of revenue") would need sums, not counts.
  if (f.percent && (revenue || m.money)) fail("it asks for a share of dollars; I can give shares of counts only");
  // "how many boxes in each category, and the average price": the average, shown with how many.
  if (m.average && m.count && !/\bnumber of\b/.test(f.source)) measure = "average";
  else if (m.average && m.count) fail("it asks for an average and a count at once");
  if ((measure === "average" || measure === "total") && !def.money) fail(`${def.plural} have no dollar amount`);
  if (measure === "list" && m.total) fail("it asks for a total without saying of what");
  // "customers who have paid us more than $500": the customers, listed with what they paid.
  if (having && revenue && measure === "total" && !m.total) measure = "list";
  if (having && measure !== "count" && measure !== "list") fail("it can count or list those, not add them up");
  return measure;
}

function resolveOrder(
  f: Findings,
  entity: EntityKey,
  measure: Measure,
  groupBy: Dimension[],
  having: Having | null,
  fail: (problem: string) => never,
): Order | null {
  const def = ENTITIES[entity];
  if (having) {
    if (f.order || f.superlative) fail("it counts related rows and orders them at once");
    return null;
  }
  if (groupBy.length > 0) {
    if (f.order) fail("a grouped answer is ordered by its figures, not by price, date or name");
    const direction = f.superlative?.direction ?? f.limit?.direction ?? f.valueOrder;
    if (direction) return { by: "value", direction };
    return groupBy.every((d) => DATE_DIMENSIONS.includes(d)) || groupBy[0] === "month"
      ? { by: "label", direction: "asc" }
      : { by: "value", direction: "desc" };
  }
  if (measure !== "list") {
    if (f.order || f.superlative || f.valueOrder) fail("a single figure cannot be ordered");
    return null;
  }
  if (f.superlative || f.valueOrder) fail("a ranking needs something to group by");
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

/** The first day of the month `n − 1` months before today's. */
function monthsBack(today: string, n: number): string {
  return addMonthsIso(`${today.slice(0, 7)}-01`, -(n - 1));
}

/** A word said right before the data's noun ("active subscriptions"), as its adjective. */
function describesNoun(source: string, at: number | undefined): boolean {
  if (at === undefined) return false;
  return DATA_NOUN_AFTER.test(source.slice(at));
}
const DATA_NOUN_AFTER = new RegExp(
  `^\\S+ (?:(?!(?:by|per|for|in|on|each|across) )[a-z]+ )?(?:${NOUNS.filter((n) => n.noun.entity)
    .map((n) => n.pattern)
    .join("|")})\\b`,
);
