// Copies the seeded shop into SQLite or MariaDB, so the translator's SQLite and MySQL output can be run
// on the same data as its PostgreSQL output. Only what the SQL tool may read is copied (the allow-list),
// stored as the translator's other dialects assume (sql-dialects.ts, sydney-time.ts): timestamps as
// UTC datetimes "YYYY-MM-DD HH:MM:SS", dates as dates, booleans as 1/0, numbers as numbers.
import type { Database } from "../../src/server/db/client";
import { ALLOWED_COLUMNS } from "../../src/server/modules/data-tools/sql/sql-allow-list";
import type { DialectDatabase } from "../../test/support/dialect-databases";
import { runAsOwner } from "./owner-query";

export type CopyDialect = "mysql" | "sqlite";

type Kind = "boolean" | "integer" | "decimal" | "float" | "date" | "timestamp" | "text";
interface Column {
  name: string;
  kind: Kind;
  /** numeric(p, s), for MariaDB's decimal. */
  precision: string | null;
  scale: string | null;
}

const BATCH_ROWS = 500;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

function kindOf(dataType: string): Kind {
  if (dataType === "boolean") return "boolean";
  if (["smallint", "integer", "bigint"].includes(dataType)) return "integer";
  if (dataType === "numeric") return "decimal";
  if (["real", "double precision"].includes(dataType)) return "float";
  if (dataType === "date") return "date";
  if (dataType.startsWith("timestamp")) return "timestamp";
  // text, varchar, enums, uuid: text.
  return "text";
}

function columnType(dialect: CopyDialect, column: Column): string {
  const mysql: Record<Kind, string> = {
    boolean: "boolean",
    integer: "bigint",
    decimal: column.precision ? `decimal(${column.precision}, ${column.scale ?? 0})` : "decimal(30, 6)",
    float: "double",
    date: "date",
    timestamp: "datetime",
    text: "text",
  };
  const sqlite: Record<Kind, string> = {
    boolean: "integer",
    integer: "integer",
    decimal: "numeric",
    float: "real",
    date: "text",
    timestamp: "text",
    text: "text",
  };
  return (dialect === "mysql" ? mysql : sqlite)[column.kind];
}

const quoteName = (dialect: CopyDialect, name: string) =>
  dialect === "mysql" ? `\`${name.replaceAll("`", "``")}\`` : `"${name.replaceAll('"', '""')}"`;

function quoteText(dialect: CopyDialect, text: string): string {
  // MariaDB reads a backslash in a string as an escape (unless NO_BACKSLASH_ESCAPES); SQLite does not.
  const escaped = dialect === "mysql" ? text.replaceAll("\\", "\\\\") : text;
  return `'${escaped.replaceAll("'", "''")}'`;
}

/** PostgreSQL's text for a value (read in a UTC session) as the target dialect's literal. */
export function literal(dialect: CopyDialect, kind: Kind, text: string | null): string {
  if (text === null) return "null";
  switch (kind) {
    case "boolean":
      return text === "t" || text === "true" ? "1" : "0";
    case "integer":
    case "decimal":
    case "float":
      if (!NUMBER.test(text)) throw new Error(`not a number: ${text}`);
      return text;
    case "timestamp": {
      // "2026-11-26 13:05:00.123456+00" (UTC session) → "2026-11-26 13:05:00"; the offset is always +00.
      const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?(\+00)?$/.exec(text);
      if (!match) throw new Error(`not a UTC timestamp: ${text}`);
      return quoteText(dialect, `${match[1]} ${match[2]}`);
    }
    case "date":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`not a date: ${text}`);
      return quoteText(dialect, text);
    case "text":
      return quoteText(dialect, text);
  }
}

/** The allowed columns of each table, with their PostgreSQL types, in the table's own column order. */
async function readableColumns(database: Database): Promise<Map<string, Column[]>> {
  const info = await runAsOwner(
    database,
    `select table_name, column_name, data_type, numeric_precision, numeric_scale
       from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const [table, allowed] of ALLOWED_COLUMNS) {
    const columns = info.rows
      .filter((r) => r[0] === table && allowed.has(r[1]!))
      .map((r) => ({ name: r[1]!, kind: kindOf(r[2]!), precision: r[3], scale: r[4] }));
    const missing = [...allowed].filter((c) => !columns.some((col) => col.name === c));
    if (missing.length) throw new Error(`${table}: allowed columns not in the schema: ${missing.join(", ")}`);
    tables.set(table, columns);
  }
  return tables;
}

/**
 * Creates each readable table in `target` and copies its rows in batches of multi-row inserts.
 * Returns the rows copied per table.
 */
export async function copyShop(
  database: Database,
  dialect: CopyDialect,
  target: DialectDatabase,
): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  for (const [table, columns] of await readableColumns(database)) {
    const q = (name: string) => quoteName(dialect, name);
    const definitions = columns.map(
      (c) => `${q(c.name)} ${columnType(dialect, c)}${c.name === "id" ? " primary key" : ""}`,
    );
    await target.run(`create table ${q(table)} (${definitions.join(", ")})`);
    const names = columns.map((c) => `"${c.name}"`).join(", ");
    const source = await runAsOwner(database, `select ${names} from "${table}" order by 1`);
    for (let start = 0; start < source.rows.length; start += BATCH_ROWS) {
      const values = source.rows
        .slice(start, start + BATCH_ROWS)
        .map((row) => `(${row.map((v, i) => literal(dialect, columns[i]!.kind, v)).join(", ")})`);
      await target.run(
        `insert into ${q(table)} (${columns.map((c) => q(c.name)).join(", ")}) values ${values.join(", ")}`,
      );
    }
    copied[table] = source.rows.length;
  }
  return copied;
}
