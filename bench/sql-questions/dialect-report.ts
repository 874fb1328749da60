// The `--dialects` pass of score.ts: copies the seeded shop into SQLite and a fresh MariaDB database
// (skipped with the reason when MariaDB cannot be reached), scores every dialect, prints the totals and
// every question whose outcome differs from PostgreSQL's, and returns it all for the results JSON.
import type { Database } from "../../src/server/db/client";
import type { createSqlTool } from "../../src/server/modules/data-tools/sql/sql-tool";
import { openMariaDb, openSqlite, type TabularDatabase } from "../../test/support/dialect-databases";
import { copyShop } from "./dialect-copy";
import {
  type Dialect,
  type DialectQuestion,
  type DialectScored,
  type DialectTotals,
  type RunDialect,
  scoreDialects,
  totalsOf,
} from "./dialects";

const LABELS: Record<Dialect, string> = {
  mysql: "MySQL (run on MariaDB)",
  sqlite: "SQLite (run)",
  sqlserver: "SQL Server (PARSE ONLY: no server here; 'parsed' is not 'correct')",
};

export interface DialectReport {
  copied: Partial<Record<RunDialect, Record<string, number>>>;
  skipped: Partial<Record<RunDialect, string>>;
  totals: Partial<Record<Dialect, DialectTotals>>;
  /** Of the questions answered both on PostgreSQL and in the dialect: rows equal to PostgreSQL's, or not. */
  agreement: Partial<Record<RunDialect, { same: number; differ: number }>>;
  /** Questions whose outcome in a dialect is not PostgreSQL's (e.g. right there, wrong here). */
  differences: { id: string; dialect: Dialect; postgresql: string; outcome: string; detail: string }[];
  results: Partial<Record<Dialect, DialectScored[]>>;
}

/** PostgreSQL's outcome in a dialect's terms: SQL Server can only be "parsed". */
function comparable(dialect: Dialect, postgresql: string, outcome: string) {
  if (dialect !== "sqlserver") return postgresql === outcome;
  if (outcome === "parsed") return postgresql === "correct" || postgresql === "wrong" || postgresql === "failed";
  return postgresql === outcome;
}

export async function runDialects(
  database: Database,
  tool: ReturnType<typeof createSqlTool>,
  questions: DialectQuestion[],
  postgresOutcomes: Map<string, string>,
): Promise<DialectReport> {
  const report: DialectReport = {
    copied: {},
    skipped: {},
    totals: {},
    agreement: {},
    differences: [],
    results: {},
  };
  const engines: Partial<Record<RunDialect, TabularDatabase>> = { sqlite: openSqlite() };
  const maria = await openMariaDb();
  if ("db" in maria) engines.mysql = maria.db;
  else {
    report.skipped.mysql = maria.unreachable;
    console.log(`\nMySQL SKIPPED: ${maria.unreachable}`);
  }
  try {
    for (const [dialect, db] of Object.entries(engines) as [RunDialect, TabularDatabase][]) {
      const started = Date.now();
      report.copied[dialect] = await copyShop(database, dialect, db);
      const rows = Object.values(report.copied[dialect]!).reduce((a, b) => a + b, 0);
      console.log(`copied into ${dialect}: ${rows} rows in ${Date.now() - started} ms`);
    }
    report.results = await scoreDialects(tool, questions, engines);
  } finally {
    for (const db of Object.values(engines)) await db.close();
  }
  for (const [dialect, scored] of Object.entries(report.results) as [Dialect, DialectScored[]][]) {
    const totals = totalsOf(questions, scored);
    report.totals[dialect] = totals;
    const figures = Object.entries(totals.outcomes)
      .map(([o, n]) => `${n} ${o}`)
      .join(", ");
    console.log(
      `\n${LABELS[dialect]}: answerable ${totals.answerable}: ${figures}; refusal questions ` +
        `${totals.refusalsRefused}/${totals.refusalQuestions} refused, ${totals.refusalsAnswered} answered (wrong)`,
    );
    if (dialect !== "sqlserver") {
      const compared = scored.filter((s) => s.sameAsPostgresql !== undefined);
      const same = compared.filter((s) => s.sameAsPostgresql).length;
      report.agreement[dialect] = { same, differ: compared.length - same };
      console.log(`  rows equal to the tool's PostgreSQL answer: ${same} of ${compared.length} answered in both`);
    }
    for (const s of scored) {
      const postgresql = postgresOutcomes.get(s.id) ?? "?";
      const rowsDiffer = s.sameAsPostgresql === false;
      if (comparable(dialect, postgresql, s.outcome) && !rowsDiffer) continue;
      const detail = `${rowsDiffer ? "rows differ from PostgreSQL's answer; " : ""}${s.detail}`;
      report.differences.push({ id: s.id, dialect, postgresql, outcome: s.outcome, detail });
      console.log(`  DIFFERS ${s.id.padEnd(10)} postgresql ${postgresql}, ${dialect} ${s.outcome} — ${detail}`);
    }
  }
  return report;
}
