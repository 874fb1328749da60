import type { Database } from "../../../db/client";

/** One result cell as the API sends it. */
export type Cell = string | number | boolean | null;

export interface RawResult {
  columns: string[];
  types: number[];
  rows: Cell[][];
}

/** PostgreSQL type ids the runner converts. */
const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOL = 16;
const DATE = 1082;
const TIMESTAMP_TYPES = new Set([1114, 1184]);
export const STATEMENT_TIMEOUT_MS = 5000;

/** Every value arrives as PostgreSQL's text and is converted here, the same on PGlite and node-postgres. */
const asText = (value: string) => value;
const PGLITE_TEXT_PARSERS = Object.fromEntries(
  [BOOL, DATE, ...NUMERIC_TYPES, ...TIMESTAMP_TYPES].map((id) => [id, asText]),
) as Record<number, (value: string) => string>;

/**
 * The role a query runs as (migration 0010): it logs in nowhere, may read only the allow-listed
 * columns (sql-allow-list.ts) and write nothing, whatever SQL reaches it.
 */
export const SQL_READER_ROLE = "forget_me_not_sql_reader";

/**
 * Runs one already-checked SELECT as the read-only role, in a read-only transaction with a statement
 * timeout, in UTC, and always rolls back. Both fences are PostgreSQL's own (on PGlite too): a write
 * fails twice over, and a table or column off the allow-list is refused. With `maxRows`, the SELECT
 * is read through a cursor and only that many rows are fetched (SQL staff wrote may have no limit).
 */
export async function runReadOnly(
  database: Database,
  sqlText: string,
  options: { maxRows?: number } = {},
): Promise<RawResult> {
  const [prepare, read] = statementsFor(sqlText, options.maxRows);
  if (database.pglite) {
    const pglite = database.pglite;
    let result: RawResult | null = null;
    await pglite.transaction(async (tx) => {
      await setUp((statement) => tx.query(statement));
      if (prepare) await tx.query(prepare);
      const answer = await tx.query<unknown[]>(read, [], { rowMode: "array", parsers: PGLITE_TEXT_PARSERS });
      result = shape(
        answer.fields.map((f) => f.name),
        answer.fields.map((f) => f.dataTypeID),
        answer.rows,
      );
      await tx.rollback();
    });
    return result!;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("begin");
    await setUp((statement) => client.query(statement));
    if (prepare) await client.query(prepare);
    const answer = await client.query<unknown[]>({
      text: read,
      rowMode: "array",
      types: { getTypeParser: () => asText },
    });
    return shape(
      answer.fields.map((f) => f.name),
      answer.fields.map((f) => f.dataTypeID),
      answer.rows,
    );
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

/**
 * The statements that read the rows: the SELECT itself, or a cursor over it and one fetch. The text
 * follows the cursor's declaration on a line of its own, so nothing in it can reach past the SELECT.
 */
function statementsFor(sqlText: string, maxRows: number | undefined): [prepare: string | null, read: string] {
  if (maxRows === undefined) return [null, sqlText];
  const select = sqlText.trim().replace(/;+$/, "");
  return [
    `declare edited_rows no scroll cursor for\n${select}\n`,
    `fetch forward ${Math.floor(maxRows)} from edited_rows`,
  ];
}

/** The role could not be taken: it is missing, or the app's user is not a member (ADR 0014). */
export class ReaderRoleUnavailable extends Error {
  constructor() {
    super(`The database role ${SQL_READER_ROLE} is missing or not granted to the app's user`);
    this.name = "ReaderRoleUnavailable";
  }
}

/** The transaction's fences, first of all: read-only, the reader role, a time limit, UTC. */
async function setUp(run: (statement: string) => Promise<unknown>) {
  await run("set transaction read only");
  try {
    await run(`set local role ${SQL_READER_ROLE}`);
  } catch {
    throw new ReaderRoleUnavailable();
  }
  await run(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
  await run("set local time zone 'UTC'");
}

function shape(columns: string[], types: number[], rows: unknown[][]): RawResult {
  return { columns, types, rows: rows.map((row) => row.map((value, i) => cell(value, types[i]!))) };
}

function cell(value: unknown, type: number): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  if (NUMERIC_TYPES.has(type)) return Number(text);
  if (type === BOOL) return text === "t" || text === "true";
  if (type === DATE) return text;
  if (TIMESTAMP_TYPES.has(type)) {
    // "2026-10-05 03:00:00.123+00" → ISO; timestamps without zone are read as UTC.
    const iso = text.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
    const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}Z`);
    return Number.isNaN(date.getTime()) ? text : date.toISOString();
  }
  return text;
}

/** The chart's columns when the result is one label column and one numeric column, else null. */
export function chartOf(result: RawResult): { label: string; value: string } | null {
  // A total shown with how many rows it adds up ("revenue by month, and how many") charts the total.
  const countBeside = result.columns.length === 3 && result.columns[2] === "count";
  if ((result.columns.length !== 2 && !countBeside) || result.rows.length === 0) return null;
  const [labelType, valueType] = result.types as [number, number];
  if (NUMERIC_TYPES.has(labelType) || !NUMERIC_TYPES.has(valueType)) return null;
  return { label: result.columns[0]!, value: result.columns[1]! };
}
