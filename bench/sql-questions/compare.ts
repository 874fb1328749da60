// How an answer's rows are judged against the hand-written SQL's rows (the rule is written out in
// README.md beside this file): by values, not column names; extra answer columns are ignored; the
// expected key columns must all be found; names may stand in for ids and ids for names.

export type Cell = string | number | boolean | null;

export interface Expected {
  columns: string[];
  /** PostgreSQL type ids of the columns. */
  types: number[];
  /** Every value as PostgreSQL's text (null stays null). */
  rows: (string | null)[][];
}

export interface Verdict {
  same: boolean;
  reason: string;
  /** Expected column → answer column index, for the best matching found. */
  matched: Record<string, string>;
}

const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const DATE = 1082;
const TIMESTAMP_TYPES = new Set([1114, 1184]);

/** Descriptive columns (README of the set: "there for the reader"). */
const LABEL = /^(name|full_name|recipient|buyer|vendor|customer|email)$/i;
const IDENTITY = /^(id|.*_id)$/i;

type Value =
  | { kind: "null" }
  | { kind: "number"; value: number; decimals: number }
  | { kind: "bool"; value: boolean }
  | { kind: "day"; value: string }
  | { kind: "month"; value: string }
  | { kind: "instant"; value: number; midnight: string | null }
  | { kind: "text"; value: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

function decimalsOf(text: string): number {
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A timestamp as an instant; `midnight` is its day when it is exactly 00:00 UTC (a truncated, zone-less date). */
function instant(text: string): Value | null {
  const iso = text.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return null;
  const midnight = date.toISOString().endsWith("T00:00:00.000Z") ? date.toISOString().slice(0, 10) : null;
  return { kind: "instant", value: date.getTime(), midnight };
}

/** The owner's text value, read by its column type. */
export function expectedValue(text: string | null, type: number): Value {
  if (text === null) return { kind: "null" };
  if (NUMERIC_TYPES.has(type)) return { kind: "number", value: Number(text), decimals: decimalsOf(text) };
  if (type === 16) return { kind: "bool", value: text === "t" || text === "true" };
  if (type === DATE) return { kind: "day", value: text };
  if (TIMESTAMP_TYPES.has(type)) return instant(text) ?? { kind: "text", value: text };
  return textValue(text);
}

/** The translator's cell (already converted by its runner: numbers, booleans, ISO timestamps, text). */
export function answerValue(cell: Cell): Value {
  if (cell === null) return { kind: "null" };
  if (typeof cell === "number") return { kind: "number", value: cell, decimals: decimalsOf(String(cell)) };
  if (typeof cell === "boolean") return { kind: "bool", value: cell };
  return textValue(cell);
}

function textValue(text: string): Value {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return { kind: "number", value: Number(trimmed), decimals: decimalsOf(trimmed) };
  if (DAY.test(trimmed)) return { kind: "day", value: trimmed };
  if (MONTH.test(trimmed)) return { kind: "month", value: trimmed };
  return instant(trimmed) ?? { kind: "text", value: trimmed };
}

/** The day a value names, if it names one (a date, or a zone-less midnight timestamp). */
function dayOf(v: Value): string | null {
  if (v.kind === "day") return v.value;
  if (v.kind === "instant") return v.midnight;
  return null;
}

function round(value: number, decimals: number) {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * Whether an answer value equals an expected one. Numbers agree at the coarser of the two precisions
 * (an integer expected must match exactly; a decimal never coarser than one place); `scale` 100 reads
 * the answer as cents of an expected dollar figure. A month "YYYY-MM" equals its first day as a date
 * or a zone-less midnight timestamp; a date equals a zone-less midnight timestamp of that day.
 */
export function sameValue(expected: Value, answer: Value, scale = 1): boolean {
  if (expected.kind === "null" || answer.kind === "null") return expected.kind === answer.kind;
  if (expected.kind === "number" && answer.kind === "number") {
    if (scale !== 1) return Math.abs(answer.value - expected.value * scale) < 0.5 + 1e-9;
    if (expected.decimals === 0) return Math.abs(answer.value - expected.value) < 1e-6;
    const d = Math.max(1, Math.min(expected.decimals, answer.decimals));
    return round(expected.value, d) === round(answer.value, d);
  }
  if (scale !== 1) return false;
  if (expected.kind === "month")
    return answer.kind === "month" ? answer.value === expected.value : dayOf(answer) === `${expected.value}-01`;
  if (answer.kind === "month") return dayOf(expected) === `${answer.value}-01`;
  if (expected.kind === "instant" && answer.kind === "instant") return expected.value === answer.value;
  const day = dayOf(expected);
  if (day !== null) return day === dayOf(answer);
  if (expected.kind === "bool" && answer.kind === "bool") return expected.value === answer.value;
  if (expected.kind === "text" && answer.kind === "text") return expected.value === answer.value;
  return false;
}

interface Pairing {
  expected: number;
  answer: number;
  scale: number;
}

/**
 * Whether the rows, seen through `pairs`, are the same: as multisets, or, when `runs` is given (an
 * ordered answer), run by run: rows the ranking cannot tell apart (`runs`) may come in any order.
 */
function rowsAgree(expected: Value[][], answer: Value[][], pairs: Pairing[], runs?: number[][]): boolean {
  const same = (e: Value[], a: Value[]) => pairs.every((p) => sameValue(e[p.expected]!, a[p.answer]!, p.scale));
  const agree = (eRows: Value[][], aRows: Value[][]) => {
    const used = new Array<boolean>(aRows.length).fill(false);
    return eRows.every((row) => {
      const j = aRows.findIndex((a, k) => !used[k] && same(row, a));
      if (j < 0) return false;
      used[j] = true;
      return true;
    });
  };
  if (!runs) return agree(expected, answer);
  return runs.every((run) =>
    agree(
      run.map((i) => expected[i]!),
      run.map((i) => answer[i]!),
    ),
  );
}

/**
 * Runs of consecutive expected rows equal on every figure and date (the columns a ranking sorts by;
 * ids and text are the tie-breakers, which a question does not ask for).
 */
export function tieRuns(expected: Expected): number[][] {
  const sortable = (type: number) => NUMERIC_TYPES.has(type) || type === DATE || TIMESTAMP_TYPES.has(type);
  const candidates = expected.columns
    .map((_, i) => i)
    .filter((i) => sortable(expected.types[i]!) && !IDENTITY.test(expected.columns[i]!));
  // The rows are ordered by the columns that run one way down them; a date that does not ("the 5 busiest
  // delivery days": the days, ranked by their count) is a label, and rows equal on the count are a tie.
  const ordered = candidates.filter((i) =>
    monotonic(
      expected.rows.map((row) => row[i] ?? null),
      expected.types[i]!,
    ),
  );
  const keyColumns = ordered.length > 0 ? ordered : candidates;
  const runs: number[][] = [];
  expected.rows.forEach((row, i) => {
    const previous = i > 0 ? expected.rows[i - 1]! : null;
    const tied = previous !== null && keyColumns.every((c) => previous[c] === row[c]);
    if (tied) runs[runs.length - 1]!.push(i);
    else runs.push([i]);
  });
  return runs;
}

/**
 * The largest set of expected columns that can be given distinct answer columns so that the rows
 * agree on them (tried column by column, with backtracking; sets have at most a handful of columns).
 */
function bestPairing(expected: Value[][], answer: Value[][], width: number, answerWidth: number, runs?: number[][]) {
  // Candidate answer columns for each expected column: those whose values agree as a multiset.
  const candidates: Pairing[][] = [];
  for (let e = 0; e < width; e += 1) {
    const list: Pairing[] = [];
    for (let a = 0; a < answerWidth; a += 1)
      for (const scale of [1, 100])
        if (rowsAgree(expected, answer, [{ expected: e, answer: a, scale }]))
          list.push({ expected: e, answer: a, scale });
    candidates.push(list);
  }
  let best: Pairing[] = [];
  const search = (e: number, chosen: Pairing[]) => {
    if (chosen.length + (width - e) <= best.length) return;
    if (e === width) {
      best = [...chosen];
      return;
    }
    for (const option of candidates[e]!) {
      if (chosen.some((c) => c.answer === option.answer)) continue;
      const next = [...chosen, option];
      if (rowsAgree(expected, answer, next)) search(e + 1, next);
    }
    search(e + 1, chosen);
  };
  search(0, []);
  if (runs && best.length > 0 && !rowsAgree(expected, answer, best, runs)) return { pairs: best, orderOk: false };
  return { pairs: best, orderOk: true };
}

/** Whether a column's values never go up, or never go down, from row to row (nulls break it). */
function monotonic(values: (string | null)[], type: number): boolean {
  if (values.some((v) => v === null)) return false;
  const key = (v: string) => (NUMERIC_TYPES.has(type) ? Number(v) : v);
  let up = true;
  let down = true;
  for (let i = 1; i < values.length; i += 1) {
    const [a, b] = [key(values[i - 1]!), key(values[i]!)];
    if (a < b) down = false;
    if (a > b) up = false;
  }
  return up || down;
}

/** Compares the translator's answer with the hand-written SQL's rows. */
export function compareAnswer(
  expected: Expected,
  answer: { columns: string[]; rows: Cell[][] },
  options: { orderMatters: boolean; listQuery: boolean },
): Verdict {
  const eRows = expected.rows.map((row) => row.map((text, i) => expectedValue(text, expected.types[i]!)));
  const aRows = answer.rows.map((row) => row.map(answerValue));
  if (eRows.length !== aRows.length)
    return { same: false, reason: `${aRows.length} rows where ${eRows.length} were expected`, matched: {} };
  const width = expected.columns.length;
  const runs = options.orderMatters ? tieRuns(expected) : undefined;
  const { pairs, orderOk } = bestPairing(eRows, aRows, width, answer.columns.length, runs);
  const matched = Object.fromEntries(
    pairs.map((p) => [expected.columns[p.expected]!, answer.columns[p.answer]! + (p.scale === 100 ? " (×100)" : "")]),
  );
  const isMatched = (e: number) => pairs.some((p) => p.expected === e);
  const indexes = expected.columns.map((_, i) => i);
  const label = (i: number) => LABEL.test(expected.columns[i]!) && !NUMERIC_TYPES.has(expected.types[i]!);
  const identity = (i: number) => IDENTITY.test(expected.columns[i]!);
  const keys = indexes.filter((i) => !label(i) && !identity(i));
  const who = indexes.filter((i) => label(i) || identity(i));
  const missingKeys = keys.filter((i) => !isMatched(i)).map((i) => expected.columns[i]!);
  const whoFound = who.length === 0 || who.some(isMatched);
  // A list of rows (no grouping) is the same list when a column that identifies each row agrees.
  const uniqueIdFound =
    options.listQuery &&
    who.some((i) => {
      if (!isMatched(i) || eRows.length === 0) return false;
      const values = expected.rows.map((row) => row[i]);
      return values.every((v) => v !== null) && new Set(values).size === values.length;
    });
  if (eRows.length === 0) return { same: true, reason: "both empty", matched };
  if (!uniqueIdFound && (missingKeys.length > 0 || !whoFound)) {
    const missing = [...missingKeys, ...(whoFound ? [] : [`one of ${who.map((i) => expected.columns[i]).join("/")}`])];
    return { same: false, reason: `no answer column agrees with ${missing.join(", ")}`, matched };
  }
  if (!orderOk) return { same: false, reason: "the same rows in another order", matched };
  return { same: true, reason: uniqueIdFound && missingKeys.length > 0 ? "same rows (by id)" : "same rows", matched };
}

/** A hand-written query that lists rows rather than grouping or aggregating them. */
export function isListQuery(sqlText: string): boolean {
  return !/\b(count|sum|avg|min|max)\s*\(|\bgroup\s+by\b|\bdistinct\b/i.test(sqlText);
}

/** The `limit N` a hand-written ranking ends with, if any. */
export function trailingLimit(sqlText: string): { n: number; unlimited: string } | null {
  const match = /\s+limit\s+(\d+)\s*;?\s*$/i.exec(sqlText);
  return match ? { n: Number(match[1]), unlimited: sqlText.slice(0, match.index) } : null;
}

const MAX_ALTERNATIVES = 500;

/**
 * When the N-th row of a ranking ties with the (N+1)-th, any of the tied rows may fill the last
 * places: every such choice, as an expected answer (`full` is the ranking without its limit).
 * Null when nothing is tied at the cut-off, or when there are too many choices to try.
 */
export function cutoffAlternatives(full: Expected, n: number): Expected[] | null {
  if (full.rows.length <= n) return null;
  const run = tieRuns(full).find((r) => r.includes(n - 1))!;
  if (!run.includes(n)) return null;
  const certain = full.rows.slice(0, run[0]);
  const group = run.map((i) => full.rows[i]!);
  const k = n - certain.length;
  const choices: (string | null)[][][] = [];
  const choose = (start: number, picked: (string | null)[][]) => {
    if (choices.length > MAX_ALTERNATIVES) return;
    if (picked.length === k) {
      choices.push(picked);
      return;
    }
    for (let i = start; i <= group.length - (k - picked.length); i += 1) choose(i + 1, [...picked, group[i]!]);
  };
  choose(0, []);
  if (choices.length > MAX_ALTERNATIVES) return null;
  return choices.map((picked) => ({ ...full, rows: [...certain, ...picked] }));
}

/**
 * The verdict on an answer: equal to the expected rows, or, for a ranking tied at its cut-off, to
 * any of the `alternatives` (cutoffAlternatives).
 */
export function judgeAnswer(
  expected: Expected,
  alternatives: Expected[] | null,
  answer: { columns: string[]; rows: Cell[][] },
  options: { orderMatters: boolean; listQuery: boolean },
): Verdict {
  return (
    (alternatives ?? []).map((e) => compareAnswer(e, answer, options)).find((v) => v.same) ??
    compareAnswer(expected, answer, options)
  );
}
