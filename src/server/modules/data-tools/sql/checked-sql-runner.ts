import { QUERY_FAILED, QUERY_REFUSED, type RunSqlResult, SQL_ROW_CAP } from "../../../../shared/schemas/data-tools";
import { databaseOutage } from "../../../db/availability";
import type { Database } from "../../../db/client";
import { databaseErrorCode } from "../../../lib/error-kind";
import { AppError, validation } from "../../../lib/errors";
import { chartOf, ReaderRoleUnavailable, runReadOnly, STATEMENT_TIMEOUT_MS } from "./sql-runner";
import { READER_ROLE_MISSING } from "./sql-tool";
import { checkSelect } from "./sql-validator";

/**
 * Runs SQL that did not come from the shop's translator (staff's edit, a language model's proposal)
 * behind the same fences as a translation: the parser's check against the allow-list, then the
 * read-only role and transaction, the time limit and the row cap. What is refused or fails is a 400
 * that says why; only the database being away is not this query's fault.
 */
export async function runCheckedSql(database: Database, sqlText: string): Promise<RunSqlResult> {
  const check = checkSelect(sqlText);
  if (!check.ok) throw validation(`${QUERY_REFUSED}: ${refusalReason(check.reason)}. Nothing was run.`);
  let result: Awaited<ReturnType<typeof runReadOnly>>;
  try {
    // One more row than shown tells whether there were more.
    result = await runReadOnly(database, sqlText, { maxRows: SQL_ROW_CAP + 1 });
  } catch (error) {
    throw databaseFailure(error);
  }
  const truncated = result.rows.length > SQL_ROW_CAP;
  const rows = truncated ? result.rows.slice(0, SQL_ROW_CAP) : result.rows;
  return { query: sqlText, columns: result.columns, rows, truncated, chart: chartOf({ ...result, rows }) };
}

/** The validator's short reason as a sentence for staff. */
export function refusalReason(reason: string): string {
  const named = (pattern: RegExp) => reason.match(pattern)?.[1];
  if (reason === "too long") return "the SQL is too long to check";
  if (reason.startsWith("not parseable")) return "it could not be read as PostgreSQL (check the spelling and brackets)";
  if (reason === "not exactly one statement") return "only one statement may run at a time";
  if (reason === "not a SELECT" || /^(insert|update|delete|replace|create|drop|alter|truncate)\b/.test(reason))
    return "only a SELECT may run, never anything that changes the shop's data";
  if (/^[a-z]+ is not allowed$/.test(reason) && !reason.startsWith("every"))
    return `only a plain SELECT may run (${reason.split(" ")[0]!.toUpperCase()} is not allowed)`;
  const table = named(/^table (\S+) is not allowed$/);
  if (table) return `the table ${table} is not one staff may query`;
  const schema = named(/^schema (\S+)$/);
  if (schema) return `only the shop's own tables may be read, not those in ${schema}`;
  const column = named(/^column (\S+) is not allowed$/);
  if (column) return `the column ${column} is not one staff may see`;
  const bare = named(/^column (\S+) must name its table$/);
  if (bare) return `write the column ${bare} with its table (for example subscriptions.${bare})`;
  if (reason.startsWith("every column")) return "name the columns to show: * is not allowed";
  const fn = named(/^(?:function|aggregate) (\S+) is not allowed$/);
  if (fn) return `the function ${fn} is not one the tool allows`;
  if (reason === "sub-selects are not allowed") return "sub-selects are not allowed: one plain SELECT only";
  return reason;
}

/** A failure of the query itself is the query's fault (a 400); the database being away is a 503. */
export function databaseFailure(error: unknown): Error {
  if (error instanceof ReaderRoleUnavailable) return new AppError("UPSTREAM", READER_ROLE_MISSING);
  if (databaseOutage(error) === "unreachable") return error as Error;
  const state = databaseErrorCode(error);
  if (state === "57014")
    return validation(
      `${QUERY_FAILED}: it ran past the ${STATEMENT_TIMEOUT_MS / 1000}-second limit. Narrow it down and try again.`,
    );
  if (state === "42501") return validation(`${QUERY_REFUSED}: it reads something staff may not see. Nothing was run.`);
  if (state === "25006")
    return validation(
      `${QUERY_REFUSED}: only a SELECT may run, never anything that changes the shop's data. Nothing was run.`,
    );
  if (state && !state.startsWith("08") && !state.startsWith("53") && !state.startsWith("XX")) {
    // PostgreSQL's own words about the SQL staff wrote ("column … does not exist", "division by zero").
    const message = error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "";
    return validation(`${QUERY_FAILED}: the database could not run it${message ? `: ${message}` : ""}.`);
  }
  return new AppError("UPSTREAM", "The query could not be run on the shop's data. Please try again.");
}
