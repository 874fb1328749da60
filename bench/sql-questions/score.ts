// `npm run score:sql-questions [-- --set <file>] [--out <file>] [--dialects]`: scores the staff English→SQL tool
// against a frozen question set (test/fixtures/sql-questions/), on PGlite or, with DATABASE_URL, on a
// PostgreSQL database of its own. Each question goes through the same service call as
// POST /api/translate-sql/run; each hand-written query runs as the owner; rows are compared by
// compare.ts. Prints a table and totals, and writes them as JSON. `--dialects` also scores the MySQL,
// SQLite and SQL Server translations (dialect-report.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Database, openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedCatalogue } from "../../src/server/db/seed/catalogue-seed";
import { systemClock } from "../../src/server/lib/clock";
import { AppError } from "../../src/server/lib/errors";
import { runReadOnly } from "../../src/server/modules/data-tools/sql/sql-runner";
import { createSqlTool } from "../../src/server/modules/data-tools/sql/sql-tool";
import { todayIso } from "../../src/shared/domain/dates";
import { runSqlRequestSchema } from "../../src/shared/schemas/data-tools";
import { freshPostgres } from "../fresh-postgres";
import {
  type Cell,
  compareAnswer,
  cutoffAlternatives,
  type Expected,
  isListQuery,
  judgeAnswer,
  trailingLimit,
} from "./compare";
import { type DialectReport, runDialects } from "./dialect-report";
import { runAsOwner } from "./owner-query";
import { seedShop } from "./seed";

interface Answerable {
  id: string;
  area: string;
  question: string;
  sql: string;
  orderMatters: boolean;
}
interface Refusal {
  id: string;
  area: "refuse";
  question: string;
  expected: "refuse";
}
type Question = Answerable | Refusal;

type Outcome = "correct" | "wrong" | "refused" | "failed";
interface Scored {
  id: string;
  area: string;
  question: string;
  outcome: Outcome;
  /** Why: the comparison's reason, the refusal's message, or the error staff saw. */
  detail: string;
  expectedRows: number | null;
  expectedEmpty: boolean;
  /** The ranking's last place is tied with the next row: any tied row is accepted there. */
  tiedAtCutoff?: boolean;
  answerRows: number | null;
  translatedSql: string | null;
  /** When staff saw an error: the database's own message for the translated SQL as the reader role. */
  databaseError?: string;
  /** The first rows of each side, to read a verdict by. */
  expectedSample?: { columns: string[]; rows: (string | null)[][] };
  answerSample?: { columns: string[]; rows: unknown[][] };
}

const SAMPLE_ROWS = 5;

const { values: args } = parseArgs({
  options: {
    set: { type: "string", default: "test/fixtures/sql-questions/set-a.json" },
    out: { type: "string" },
    /** Checks the rule instead: every expected result, columns reversed (rows too unless ordered), must equal itself. */
    "self-check": { type: "boolean", default: false },
    /** Also translate for MySQL, SQLite and SQL Server: run on MariaDB and SQLite, parse T-SQL. */
    dialects: { type: "boolean", default: false },
  },
});

/** An expected answer worth nothing as a test: no rows, or only nulls. */
function isEmpty(expected: Expected) {
  return expected.rows.length === 0 || expected.rows.every((row) => row.every((v) => v === null));
}

async function openScoringDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await freshPostgres(url, "fmn_sql_score");
    const database = await openDatabase({ databaseUrl: fresh.url });
    return {
      database,
      label: "postgresql",
      drop: async () => {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const database = await openDatabase({ dataDir: "memory://" });
  return { database, label: "pglite", drop: () => database.close() };
}

interface ExpectedAnswer {
  expected: Expected | null;
  /** Set when a ranking is tied at its cut-off (cutoffAlternatives). */
  alternatives: Expected[] | null;
}

/** The hand-written SQL's rows (none for a refusal question), run as the owner. */
async function expectedFor(database: Database, q: Question): Promise<ExpectedAnswer> {
  if (!("sql" in q)) return { expected: null, alternatives: null };
  const expected = await runAsOwner(database, q.sql);
  const limit = trailingLimit(q.sql);
  const alternatives = limit ? cutoffAlternatives(await runAsOwner(database, limit.unlimited), limit.n) : null;
  return { expected, alternatives };
}

async function scoreOne(
  database: Database,
  tool: ReturnType<typeof createSqlTool>,
  q: Question,
  { expected, alternatives }: ExpectedAnswer,
  /** Every answer in full, by question id, for the dialect pass. */
  answers: Map<string, { columns: string[]; rows: Cell[][] }>,
): Promise<Scored> {
  const base = { id: q.id, area: q.area, question: q.question };
  const expectedInfo = {
    expectedRows: expected?.rows.length ?? null,
    expectedEmpty: expected ? isEmpty(expected) : false,
    ...(alternatives ? { tiedAtCutoff: true } : {}),
    ...(expected ? { expectedSample: { columns: expected.columns, rows: expected.rows.slice(0, SAMPLE_ROWS) } } : {}),
  };
  let answer: Awaited<ReturnType<typeof tool.run>>;
  try {
    // The route validates the body with this schema before the service sees it.
    answer = await tool.run(runSqlRequestSchema.parse({ question: q.question }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const refused = error.code === "VALIDATION";
    const scored: Scored = {
      ...base,
      ...expectedInfo,
      outcome: "sql" in q ? (refused ? "refused" : "failed") : "correct",
      detail: `${refused ? "" : "error: "}${error.message}`,
      answerRows: null,
      translatedSql: null,
    };
    if (!refused) {
      // What went wrong underneath (e.g. a column the reader role may not read); staff saw only `detail`.
      const { query } = tool.translate({ question: q.question, databaseType: "postgresql" });
      scored.translatedSql = query;
      scored.databaseError = await runReadOnly(database, query).then(
        () => "(ran without error when retried)",
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
    }
    return scored;
  }
  answers.set(q.id, { columns: answer.columns, rows: answer.rows as Cell[][] });
  const common = {
    ...base,
    ...expectedInfo,
    answerRows: answer.rows.length,
    translatedSql: answer.query,
    answerSample: { columns: answer.columns, rows: answer.rows.slice(0, SAMPLE_ROWS) },
  };
  if (!("sql" in q) || !expected)
    return { ...common, outcome: "wrong", detail: "answered a question it should refuse" };
  if (answer.truncated)
    return {
      ...common,
      outcome: "wrong",
      detail: `truncated at ${answer.rows.length} rows; ${expected.rows.length} expected`,
    };
  const options = { orderMatters: q.orderMatters, listQuery: isListQuery(q.sql) };
  const verdict = judgeAnswer(expected, alternatives, answer, options);
  const matched = Object.entries(verdict.matched)
    .map(([e, a]) => `${e}=${a}`)
    .join(", ");
  return {
    ...common,
    outcome: verdict.same ? "correct" : "wrong",
    detail: `${verdict.reason}${matched ? ` [${matched}]` : ""}`,
  };
}

async function selfCheck(database: Database, questions: Question[]) {
  let failures = 0;
  for (const q of questions) {
    if (!("sql" in q)) continue;
    const expected = await runAsOwner(database, q.sql);
    const reversedColumns = <T>(row: T[]) => [...row].reverse();
    const rows = expected.rows.map(reversedColumns);
    const answer = { columns: reversedColumns(expected.columns), rows: q.orderMatters ? rows : rows.reverse() };
    const verdict = compareAnswer(expected, answer, { orderMatters: q.orderMatters, listQuery: isListQuery(q.sql) });
    if (!verdict.same) failures += 1;
    console.log(`${q.id.padEnd(10)} ${verdict.same ? "same" : "DIFFERENT"} ${verdict.reason}`);
  }
  console.log(`self-check: ${failures} of the expected results did not equal themselves`);
  if (failures > 0) process.exitCode = 1;
}

async function main() {
  const setPath = resolve(args.set!);
  const questions = JSON.parse(readFileSync(setPath, "utf8")) as Question[];
  if (!Array.isArray(questions) || questions.length === 0) throw new Error(`${setPath}: not a question set`);
  const { database, label, drop } = await openScoringDatabase();
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
    const now = systemClock.now();
    const today = todayIso(now);
    const counts = await seedShop(database.db, today);
    console.log(`# ${basename(setPath)} on ${label}, today ${today} (Australia/Sydney)`);
    console.log(
      `seeded: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")}\n`,
    );
    if (args["self-check"]) return await selfCheck(database, questions);
    const tool = createSqlTool(database, systemClock);
    const results: Scored[] = [];
    const expectations: ExpectedAnswer[] = [];
    const answers = new Map<string, { columns: string[]; rows: Cell[][] }>();
    for (const q of questions) {
      const expectation = await expectedFor(database, q);
      expectations.push(expectation);
      results.push(await scoreOne(database, tool, q, expectation, answers));
    }

    for (const r of results) {
      const rows =
        r.expectedRows === null
          ? ""
          : ` expected ${r.expectedRows}${r.expectedEmpty ? " (EMPTY)" : ""}${r.tiedAtCutoff ? " (tied at cut-off)" : ""}`;
      console.log(`${r.id.padEnd(10)} ${r.outcome.padEnd(8)} ${r.question}`);
      console.log(
        `           ${rows.trim()}${r.answerRows !== null ? `, answered ${r.answerRows}` : ""} — ${r.detail}`,
      );
      if (r.databaseError) console.log(`           database: ${r.databaseError}`);
    }
    const answerable = results.filter((r) => r.area !== "refuse");
    const refusals = results.filter((r) => r.area === "refuse");
    const count = (list: Scored[], o: Outcome) => list.filter((r) => r.outcome === o).length;
    const empty = answerable.filter((r) => r.expectedEmpty).map((r) => r.id);
    const totals = {
      answerable: answerable.length,
      correct: count(answerable, "correct"),
      correctPct: answerable.length ? Math.round((1000 * count(answerable, "correct")) / answerable.length) / 10 : 0,
      wrong: count(answerable, "wrong"),
      refused: count(answerable, "refused"),
      failed: count(answerable, "failed"),
      refusalQuestions: refusals.length,
      refusalsRefused: count(refusals, "correct"),
      refusalsAnswered: count(refusals, "wrong"),
      wrongInAll: count(answerable, "wrong") + count(refusals, "wrong"),
      emptyExpected: empty,
      tiedAtCutoff: answerable.filter((r) => r.tiedAtCutoff).map((r) => r.id),
    };
    const byArea: Record<string, string> = {};
    for (const area of [...new Set(answerable.map((r) => r.area))]) {
      const list = answerable.filter((r) => r.area === area);
      byArea[area] = `${count(list, "correct")}/${list.length}`;
    }
    console.log(
      `\nanswerable: ${totals.correct}/${totals.answerable} correct (${totals.correctPct}%), ${totals.wrong} wrong, ` +
        `${totals.refused} refused, ${totals.failed} failed to run; by area ${JSON.stringify(byArea)}`,
    );
    console.log(
      `refusal questions: ${totals.refusalsRefused}/${totals.refusalQuestions} refused, ${totals.refusalsAnswered} answered (wrong)`,
    );
    console.log(`wrong answers presented as right, in all: ${totals.wrongInAll}`);
    console.log(`expected results that are empty: ${empty.length}${empty.length ? ` (${empty.join(", ")})` : ""}`);
    if (totals.tiedAtCutoff.length)
      console.log(`rankings tied at their cut-off (any tied row accepted): ${totals.tiedAtCutoff.join(", ")}`);

    let dialects: DialectReport | undefined;
    if (args.dialects) {
      const list = questions.map((q, i) => ({
        id: q.id,
        question: q.question,
        ...("sql" in q ? { sql: q.sql, orderMatters: q.orderMatters } : {}),
        ...expectations[i]!,
        postgresAnswer: answers.get(q.id),
      }));
      dialects = await runDialects(database, tool, list, new Map(results.map((r) => [r.id, r.outcome])));
    }

    const out = resolve(args.out ?? `bench/sql-questions/results/${basename(setPath, ".json")}-${label}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ set: basename(setPath), database: label, today, ranAt: now.toISOString(), seeded: counts, totals, byArea, results, ...(dialects ? { dialects } : {}) }, null, 2)}\n`,
    );
    // Formatted as the linter wants it, since results/ is committed (`npm run lint` checks bench/).
    spawnSync("npx", ["biome", "format", "--write", out], { stdio: "ignore", timeout: 60_000 });
    console.log(`written: ${out}`);
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
