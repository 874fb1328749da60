import { readDatePhrase } from "./date-phrases";
import { type Findings, UntranslatableQuestion } from "./question-findings";
import { resolveIntent } from "./question-resolver";
import {
  CATEGORIES,
  NOUN_ALTERNATION,
  NOUNS,
  type Noun,
  NUMBER_WORDS,
  PLANS,
  STATES,
  STATUS_WORDS,
  STOP_WORDS,
} from "./question-vocabulary";
import type { Intent, Order } from "./sql-intent";

export { UntranslatableQuestion };

const ALLOWED = /^[a-z0-9\s?.,!'$&-]*$/;

/** Parses an English question into an intent, or throws UntranslatableQuestion. */
export function parseQuestion(question: string, now: Date): Intent {
  const text = normalise(question);
  const findings = find(text, now);
  return resolveIntent(findings);
}

function normalise(question: string): string {
  // NFKC folds look-alike letters (full-width, ligatures); what is still unusual is refused, not cleaned.
  const lower = question.normalize("NFKC").toLowerCase().replace(/[‘’]/g, "'");
  if (!ALLOWED.test(lower)) {
    const odd = [...new Set([...lower].filter((c) => !ALLOWED.test(c)))].slice(0, 5);
    const shown = odd.map((c) =>
      /[\p{L}\p{N}\p{P}\p{S}]/u.test(c)
        ? `“${c}”`
        : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
    );
    throw new UntranslatableQuestion(
      [],
      `the question contains characters a question about the shop's data does not need (${shown.join(", ")})`,
    );
  }
  const spaced = lower
    .replace(/'s\b/g, "")
    .replace(/[?.,!]/g, " ")
    .replace(/([a-z])-([a-z])/g, "$1 $2")
    .replace(/\s+/g, " ");
  return ` ${spaced.trim()} `;
}

class Text {
  constructor(public value: string) {}
  /** Runs a global pattern, blanking every match so later rules and the leftover check skip it. */
  take(pattern: RegExp, onMatch: (match: RegExpExecArray) => void) {
    const regex = new RegExp(pattern.source, "g");
    for (const match of [...this.value.matchAll(regex)]) {
      onMatch(match as RegExpExecArray);
      const start = match.index!;
      this.value = this.value.slice(0, start) + " ".repeat(match[0].length) + this.value.slice(start + match[0].length);
    }
  }
}

const nounFor = (word: string): Noun => NOUNS.find((n) => n.pattern === word)!.noun;

function find(source: string, now: Date): Findings {
  const dates = readDatePhrase(source, now);
  if (dates.conflicting) throw new UntranslatableQuestion([], "it names more than one date range");
  const text = new Text(dates.rest);
  const f: Findings = {
    dateRange: dates.range,
    limit: null,
    moneyFilters: [],
    order: null,
    superlative: null,
    groupNoun: null,
    plans: [],
    states: [],
    categories: [],
    statusWords: [],
    nouns: [],
    measure: { count: false, total: false, average: false, money: false },
    understood: dates.range ? [dates.range.phrase] : [],
  };

  text.take(/\b(top|first|bottom) (\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/, (m) => {
    const n = NUMBER_WORDS[m[2]!] ?? Number(m[2]);
    if (f.limit || n < 1 || n > 1000)
      throw new UntranslatableQuestion(f.understood, `“${m[0].trim()}” is not a limit I can use (1 to 1000, once)`);
    f.limit = { n, direction: m[1] === "bottom" ? "asc" : "desc" };
    f.understood.push(m[0].trim());
  });
  text.take(
    /\b(over|above|more than|greater than|at least|under|below|less than|at most|cheaper than) (?:\$ ?(\d{1,6}(?:\.\d{1,2})?)|(\d{1,6}(?:\.\d{1,2})?) ?(?:dollars|aud))\b/,
    (m) => {
      const op = /at least/.test(m[1]!)
        ? ">="
        : /at most/.test(m[1]!)
          ? "<="
          : /over|above|more|greater/.test(m[1]!)
            ? ">"
            : "<";
      f.moneyFilters.push({ kind: "money", op, cents: Math.round(Number(m[2] ?? m[3]) * 100) });
      f.understood.push(m[0].trim());
    },
  );
  const orders: [RegExp, Order][] = [
    [/\b(?:most expensive|priciest|highest priced|dearest)\b/, { by: "money", direction: "desc" }],
    [/\b(?:cheapest|least expensive|lowest priced)\b/, { by: "money", direction: "asc" }],
    [/\b(?:most recent|latest|newest|recent)\b/, { by: "date", direction: "desc" }],
    [/\b(?:oldest|earliest)\b/, { by: "date", direction: "asc" }],
    [
      /\b(?:sorted by name|ordered by name|by name|alphabetically|in alphabetical order)\b/,
      { by: "name", direction: "asc" },
    ],
  ];
  for (const [pattern, order] of orders) {
    // "latest 3 subscriptions": a count right after the ordering word is its limit.
    text.take(new RegExp(`${pattern.source}(?: (\\d{1,3})\\b)?`), (m) => {
      if (f.order) throw new UntranslatableQuestion(f.understood, "it asks for more than one ordering");
      f.order = order;
      if (m[1]) {
        if (f.limit || Number(m[1]) < 1) throw new UntranslatableQuestion(f.understood, "it gives more than one limit");
        f.limit = { n: Number(m[1]), direction: "desc" };
      }
      f.understood.push(m[0].trim());
    });
  }
  text.take(
    new RegExp(
      `\\b(?:with|has|have|had|having|got|gets|get|received|receive) (?:the )?(most|fewest|least|highest|lowest|biggest|largest|smallest) (${NOUN_ALTERNATION})\\b`,
    ),
    (m) => {
      if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
      f.superlative = { noun: nounFor(m[2]!), direction: /most|highest|biggest|largest/.test(m[1]!) ? "desc" : "asc" };
      f.understood.push(m[0].trim());
    },
  );
  for (const plan of PLANS) {
    text.take(plan.pattern, (m) => {
      f.plans.push(plan.key);
      f.understood.push(m[0].trim());
    });
  }
  for (const state of STATES) {
    text.take(state.pattern, (m) => {
      f.states.push(state.code || m[1]!.toUpperCase());
      f.understood.push(state.code || m[1]!.toUpperCase());
    });
  }
  text.take(
    new RegExp(
      `\\b(?:grouped by|broken down by|split by|by|per|for each|in each|for every|each|across) (?:the )?(${NOUN_ALTERNATION})\\b`,
    ),
    (m) => {
      if (f.groupNoun) throw new UntranslatableQuestion(f.understood, "it asks for more than one grouping");
      f.groupNoun = nounFor(m[1]!);
      f.understood.push(m[0].trim());
    },
  );
  text.take(/\b(?:how many|number of|count of|count)\b/, (m) => {
    f.measure.count = true;
    f.understood.push(m[0].trim());
  });
  text.take(/\b(?:average|avg|mean)\b/, () => {
    f.measure.average = true;
    f.understood.push("average");
  });
  text.take(/\b(?:total|sum of|sum)\b/, () => {
    f.measure.total = true;
    f.understood.push("total");
  });
  text.take(/\b(?:amounts?|values?|prices?|costs?|spend|spent|paid|worth|dollars)\b/, (m) => {
    f.measure.money = true;
    f.understood.push(m[0].trim());
  });
  text.take(
    /\b(?:with (?:a |the )?status(?: of)?|whose status is|status is|status)(?= (?:active|paused|cancell?ed|draft|pending|approved|rejected|suspended|ordered|shipped|delivered|to order|succeeded|failed)\b)/,
    () => {},
  );
  for (const status of STATUS_WORDS) {
    text.take(status.pattern, () => {
      f.statusWords.push({ word: status.word, meaning: status.meaning });
      f.understood.push(status.word);
    });
  }
  for (const category of CATEGORIES) {
    text.take(category.pattern, () => {
      f.categories.push(category.value);
      f.understood.push(`${category.value} category`);
    });
  }
  text.take(new RegExp(`\\b(?:${NOUN_ALTERNATION})\\b`), (m) => {
    f.nouns.push(nounFor(m[0]));
    f.understood.push(m[0]);
  });

  const leftover = text.value.split(/\s+/).filter((word) => word && !STOP_WORDS.has(word));
  if (leftover.length > 0) {
    const shown = [...new Set(leftover)].slice(0, 6).map((w) => `“${w.slice(0, 30)}”`);
    throw new UntranslatableQuestion(
      f.understood,
      `I do not know the word${shown.length > 1 ? "s" : ""} ${shown.join(", ")}`,
    );
  }
  return f;
}
