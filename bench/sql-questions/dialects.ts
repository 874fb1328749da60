// `--dialects`: each question translated for MySQL, SQLite and SQL Server. The MySQL SQL runs on
// MariaDB and the SQLite SQL on SQLite, each holding a copy of the seeded shop (dialect-copy.ts), and
// is judged against the same expected rows as PostgreSQL's. No SQL Server runs here: its SQL is only
// parsed (node-sql-parser, TransactSQL), so "parsed" says nothing about its answer.
import nodeSqlParser from "node-sql-parser";
import { AppError } from "../../src/server/lib/errors";
import type { createSqlTool } from "../../src/server/modules/data-tools/sql/sql-tool";
import { SQL_ROW_CAP } from "../../src/shared/schemas/data-tools";
import type { TabularDatabase } from "../../test/support/dialect-databases";
import { answerValue, type Cell, type Expected, isListQuery, judgeAnswer, sameValue } from "./compare";

export type RunDialect = "mysql" | "sqlite";
export type Dialect = RunDialect | "sqlserver";
export type DialectOutcome = "correct" | "wrong" | "refused" | "failed" | "parsed" | "unparseable";

export interface DialectQuestion {
  id: string;
  question: string;
  /** Absent for a refusal question. */
  sql?: string;
  orderMatters?: boolean;
  expected: Expected | null;
  alternatives: Expected[] | null;
  /** What the tool answered on PostgreSQL, when it answered: each dialect's rows are also held against it. */
  postgresAnswer?: Answer;
}

export interface Answer {
  columns: string[];
  rows: Cell[][];
}

export interface DialectScored {
  id: string;
  outcome: DialectOutcome;
  detail: string;
  translatedSql: string | null;
  answerRows?: number;
  /** Whether the rows equal the tool's own PostgreSQL answer, value by value (when both answered). */
  sameAsPostgresql?: boolean;
  answerSample?: Answer;
}

const SAMPLE_DETAIL = 300;
const SAMPLE_ROWS = 5;
const { Parser } = nodeSqlParser;

/** The expected rows as MySQL and SQLite show them: booleans are 1 and 0 there. */
export function asDialectExpected(expected: Expected): Expected {
  const BOOL = 16;
  const INT4 = 23;
  if (!expected.types.includes(BOOL)) return expected;
  return {
    columns: expected.columns,
    types: expected.types.map((t) => (t === BOOL ? INT4 : t)),
    rows: expected.rows.map((row) =>
      row.map((v, i) => (expected.types[i] !== BOOL || v === null ? v : v === "t" || v === "true" ? "1" : "0")),
    ),
  };
}

/** A driver's value as compare.ts reads an answer cell (MariaDB sends decimals as text, SQLite may send bigints). */
function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The same answer in two dialects: as many columns and rows, every value equal by compare.ts's rule
 * (numbers as numbers, dates as days, timestamps as instants, true as 1), row for row when `ordered`, else as multisets.
 */
export function sameAnswer(a: Answer, b: Answer, ordered: boolean): boolean {
  if (a.columns.length !== b.columns.length || a.rows.length !== b.rows.length) return false;
  // MySQL and SQLite have no booleans: PostgreSQL's true is their 1.
  const value = (v: Cell) => answerValue(typeof v === "boolean" ? Number(v) : v);
  const same = (x: Cell[], y: Cell[]) => x.every((v, i) => sameValue(value(v), value(y[i]!)));
  if (ordered) return a.rows.every((row, i) => same(row, b.rows[i]!));
  const used = new Array<boolean>(b.rows.length).fill(false);
  return a.rows.every((row) => {
    const j = b.rows.findIndex((other, k) => !used[k] && same(row, other));
    if (j >= 0) used[j] = true;
    return j >= 0;
  });
}

type Tool = ReturnType<typeof createSqlTool>;

function translate(tool: Tool, question: string, dialect: Dialect): { sql: string } | { refused: string } {
  try {
    return { sql: tool.translate({ question, databaseType: dialect }).query };
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION") return { refused: error.message };
    throw error;
  }
}

async function scoreRun(
  tool: Tool,
  q: DialectQuestion,
  dialect: RunDialect,
  db: TabularDatabase,
): Promise<DialectScored> {
  const translated = translate(tool, q.question, dialect);
  if ("refused" in translated)
    return { id: q.id, outcome: q.expected ? "refused" : "correct", detail: translated.refused, translatedSql: null };
  const base = { id: q.id, translatedSql: translated.sql };
  let answer: { columns: string[]; rows: unknown[][] };
  try {
    answer = await db.table(translated.sql);
  } catch (error) {
    // As on PostgreSQL: an error is no answer, which is right for a refusal question.
    const message = (error as Error).message.slice(0, SAMPLE_DETAIL);
    return { ...base, outcome: q.expected ? "failed" : "correct", detail: `error: ${message}` };
  }
  const rows = answer.rows.map((row) => row.map(cell));
  const seen = {
    answerRows: rows.length,
    answerSample: { columns: answer.columns, rows: rows.slice(0, SAMPLE_ROWS) },
    ...(q.postgresAnswer
      ? { sameAsPostgresql: sameAnswer(q.postgresAnswer, { columns: answer.columns, rows }, q.orderMatters ?? false) }
      : {}),
  };
  if (!q.expected) return { ...base, ...seen, outcome: "wrong", detail: "answered a question it should refuse" };
  // The tool shows at most SQL_ROW_CAP rows: more would be a truncated answer, wrong as on PostgreSQL.
  if (rows.length > SQL_ROW_CAP)
    return { ...base, ...seen, outcome: "wrong", detail: `${rows.length} rows: truncated at ${SQL_ROW_CAP}` };
  const verdict = judgeAnswer(
    asDialectExpected(q.expected),
    q.alternatives?.map(asDialectExpected) ?? null,
    { columns: answer.columns, rows },
    { orderMatters: q.orderMatters ?? false, listQuery: isListQuery(q.sql!) },
  );
  return { ...base, ...seen, outcome: verdict.same ? "correct" : "wrong", detail: verdict.reason };
}

function scoreParse(tool: Tool, q: DialectQuestion): DialectScored {
  const translated = translate(tool, q.question, "sqlserver");
  if ("refused" in translated)
    return { id: q.id, outcome: q.expected ? "refused" : "correct", detail: translated.refused, translatedSql: null };
  const base = { id: q.id, translatedSql: translated.sql };
  if (!q.expected) return { ...base, outcome: "wrong", detail: "translated a question it should refuse" };
  try {
    new Parser().astify(translated.sql, { database: "TransactSQL" });
    return { ...base, outcome: "parsed", detail: "parsed as T-SQL (not run: no SQL Server here)" };
  } catch (error) {
    return { ...base, outcome: "unparseable", detail: (error as Error).message.slice(0, SAMPLE_DETAIL) };
  }
}

export interface DialectTotals {
  answerable: number;
  /** correct, wrong, refused, failed (MySQL, SQLite) or parsed, unparseable, refused (SQL Server). */
  outcomes: Partial<Record<DialectOutcome, number>>;
  refusalQuestions: number;
  refusalsRefused: number;
  refusalsAnswered: number;
}

export function totalsOf(questions: DialectQuestion[], scored: DialectScored[]): DialectTotals {
  const answerable = new Set(questions.filter((q) => q.expected).map((q) => q.id));
  const outcomes: Partial<Record<DialectOutcome, number>> = {};
  let refusalsRefused = 0;
  for (const s of scored) {
    if (answerable.has(s.id)) outcomes[s.outcome] = (outcomes[s.outcome] ?? 0) + 1;
    else if (s.outcome === "correct") refusalsRefused += 1;
  }
  const refusals = questions.length - answerable.size;
  return {
    answerable: answerable.size,
    outcomes,
    refusalQuestions: refusals,
    refusalsRefused,
    refusalsAnswered: refusals - refusalsRefused,
  };
}

/** Scores every question in MySQL and SQLite (on the databases given) and parses SQL Server's. */
export async function scoreDialects(
  tool: Tool,
  questions: DialectQuestion[],
  engines: Partial<Record<RunDialect, TabularDatabase>>,
): Promise<Partial<Record<Dialect, DialectScored[]>>> {
  const out: Partial<Record<Dialect, DialectScored[]>> = {};
  for (const dialect of ["mysql", "sqlite"] as const) {
    const db = engines[dialect];
    if (!db) continue;
    const list: DialectScored[] = [];
    for (const q of questions) list.push(await scoreRun(tool, q, dialect, db));
    out[dialect] = list;
  }
  out.sqlserver = questions.map((q) => scoreParse(tool, q));
  return out;
}
