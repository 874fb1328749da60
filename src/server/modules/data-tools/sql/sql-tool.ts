import {
  type DatabaseType,
  type RunSqlRequest,
  type RunSqlResult,
  SQL_ROW_CAP,
  TRANSLATION_FAILED,
  type TranslateSqlRequest,
  type TranslateSqlResult,
} from "../../../../shared/schemas/data-tools";
import { databaseOutage } from "../../../db/availability";
import type { Database } from "../../../db/client";
import { type Clock, systemClock } from "../../../lib/clock";
import { AppError, validation } from "../../../lib/errors";
import { compileIntent } from "./intent-compiler";
import { summariseIntent } from "./intent-summary";
import { parseQuestion, UntranslatableQuestion } from "./question-parser";
import type { Intent } from "./sql-intent";
import { chartOf, ReaderRoleUnavailable, runReadOnly } from "./sql-runner";
import { checkSelect } from "./sql-validator";

/** Staff are told why, so that whoever runs the database can mend it (ADR 0014 gives the SQL). */
export const READER_ROLE_MISSING =
  "Queries cannot be run yet: the database's read-only role for them is missing. Ask whoever runs the shop's database to set it up.";

/**
 * SQL Translation (PRODUCT.md "Staff tools"): an English question about the shop's data becomes SQL
 * for the chosen dialect; "run" translates the question again for PostgreSQL and runs only that SQL,
 * checked by a parser, read-only, with a time and row limit.
 */
export function createSqlTool(database: Database, clock: Clock = systemClock) {
  function understand(question: string): Intent {
    try {
      return parseQuestion(question, clock.now());
    } catch (error) {
      if (error instanceof UntranslatableQuestion) throw validation(failureMessage(error));
      throw error;
    }
  }

  function translate(request: TranslateSqlRequest): TranslateSqlResult {
    const intent = understand(request.question);
    const type: DatabaseType = request.databaseType ?? "postgresql";
    const compiled = compileIntent(intent, type);
    return {
      query: compiled.query,
      metadata: { complexity: compiled.complexity, database_type: type, tables: compiled.tables },
      understood: summariseIntent(intent),
    };
  }

  async function run(request: RunSqlRequest): Promise<RunSqlResult> {
    const intent = understand(request.question);
    // One more row than shown tells whether there were more.
    const { query } = compileIntent(intent, "postgresql", { rowCap: SQL_ROW_CAP + 1 });
    const check = checkSelect(query);
    if (!check.ok) throw validation(`${TRANSLATION_FAILED}: the query could not be checked as safe to run`);
    let result: Awaited<ReturnType<typeof runReadOnly>>;
    try {
      result = await runReadOnly(database, query);
    } catch (error) {
      if (error instanceof ReaderRoleUnavailable) throw new AppError("UPSTREAM", READER_ROLE_MISSING);
      // The database being away is the error handler's 503, not a fault of this query.
      if (databaseOutage(error) === "unreachable") throw error;
      throw new AppError("UPSTREAM", "The query could not be run on the shop's data. Please try again.");
    }
    const truncated = result.rows.length > SQL_ROW_CAP;
    const rows = truncated ? result.rows.slice(0, SQL_ROW_CAP) : result.rows;
    return { query, columns: result.columns, rows, truncated, chart: chartOf({ ...result, rows }) };
  }

  return { translate, run };
}

function failureMessage(error: UntranslatableQuestion): string {
  const understood = error.understood.length > 0 ? ` I understood: ${error.understood.slice(0, 8).join(", ")}.` : "";
  return `${TRANSLATION_FAILED}:${understood} I could not translate it because ${error.problem}.`;
}
