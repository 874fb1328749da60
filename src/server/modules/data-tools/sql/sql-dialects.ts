import {
  DummyDriver,
  Kysely,
  MssqlAdapter,
  MssqlIntrospector,
  MssqlQueryCompiler,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from "kysely";
import type { DatabaseType } from "../../../../shared/schemas/data-tools";
import { periodLabel } from "./sydney-time";

/**
 * One Kysely per dialect, used only to compile (DummyDriver: it never connects), plus the few
 * expressions that differ between dialects. Literals go through sql.lit, which Kysely quotes.
 */

type Parts = {
  adapter: new () => PostgresAdapter | MysqlAdapter | SqliteAdapter | MssqlAdapter;
  introspector: new (db: Kysely<unknown>) => unknown;
  compiler: new () => PostgresQueryCompiler | MysqlQueryCompiler | SqliteQueryCompiler | MssqlQueryCompiler;
};

const PARTS: Record<DatabaseType, Parts> = {
  postgresql: { adapter: PostgresAdapter, introspector: PostgresIntrospector, compiler: PostgresQueryCompiler },
  mysql: { adapter: MysqlAdapter, introspector: MysqlIntrospector, compiler: MysqlQueryCompiler },
  sqlite: { adapter: SqliteAdapter, introspector: SqliteIntrospector, compiler: SqliteQueryCompiler },
  sqlserver: { adapter: MssqlAdapter, introspector: MssqlIntrospector, compiler: MssqlQueryCompiler },
};

const builders = new Map<DatabaseType, Kysely<Record<string, Record<string, unknown>>>>();

// biome-ignore lint/suspicious/noExplicitAny: a schema-less builder; the catalogue names every table and column.
export function builderFor(type: DatabaseType): Kysely<any> {
  let db = builders.get(type);
  if (!db) {
    const parts = PARTS[type];
    db = new Kysely({
      dialect: {
        createAdapter: () => new parts.adapter(),
        createDriver: () => new DummyDriver(),
        // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector type differs per dialect.
        createIntrospector: (k) => new parts.introspector(k) as any,
        createQueryCompiler: () => new parts.compiler(),
      },
    });
    builders.set(type, db);
  }
  return db;
}

/**
 * The Sydney period of a date or UTC timestamp column, as text, the same in every dialect (see
 * sydney-time.ts): "yyyy", "yyyy-mm", the Monday a week starts on, "yyyy-mm-dd".
 */
export function yearOf(type: DatabaseType, column: string, kind: "timestamp" | "date"): RawBuilder<string> {
  return periodLabel(type, column, kind, "year");
}

export function monthOf(type: DatabaseType, column: string, kind: "timestamp" | "date"): RawBuilder<string> {
  return periodLabel(type, column, kind, "month");
}

export function weekOf(type: DatabaseType, column: string, kind: "timestamp" | "date"): RawBuilder<string> {
  return periodLabel(type, column, kind, "week");
}

export function dayOf(type: DatabaseType, column: string, kind: "timestamp" | "date"): RawBuilder<string> {
  return periodLabel(type, column, kind, "day");
}

/** Days (with a fraction) from one timestamp column to another, in each dialect. */
export function daysBetween(type: DatabaseType, from: string, to: string): RawBuilder<number> {
  const [a, b] = [sql.ref(from), sql.ref(to)];
  switch (type) {
    case "postgresql":
      return sql<number>`extract(epoch from (${b} - ${a})) / 86400`;
    case "mysql":
      return sql<number>`timestampdiff(second, ${a}, ${b}) / 86400`;
    case "sqlite":
      return sql<number>`(julianday(${b}) - julianday(${a}))`;
    case "sqlserver":
      return sql<number>`datediff(second, ${a}, ${b}) / 86400.0`;
  }
}

/** A timestamp literal for the UTC instant (PostgreSQL gets the offset, the others store UTC). */
export function timestampLiteral(type: DatabaseType, instant: Date): RawBuilder<string> {
  const text = instant.toISOString().slice(0, 19).replace("T", " ");
  return sql.lit(type === "postgresql" ? `${text}+00` : text);
}

/** true/false where the dialect has them, 1/0 where booleans are bits or integers. */
export function booleanLiteral(type: DatabaseType, value: boolean): RawBuilder<unknown> {
  return type === "postgresql" || type === "mysql" ? sql.lit(value) : sql.lit(value ? 1 : 0);
}

/** Cents as dollars; averages multiply by 1.0 first so SQL Server does not average integers. */
export function dollars(column: string, aggregate: "sum" | "avg" | null): RawBuilder<number> {
  const ref = sql.ref(column);
  if (aggregate === "sum") return sql<number>`sum(${ref}) / 100.0`;
  if (aggregate === "avg") return sql<number>`round(avg(${ref} * 1.0) / 100, 2)`;
  return sql<number>`${ref} / 100.0`;
}

/** "mm-dd" of a date column (a birthday or anniversary, whatever its year). */
export function monthDayOf(type: DatabaseType, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  switch (type) {
    case "postgresql":
      return sql<string>`to_char(${ref}, ${sql.lit("MM-DD")})`;
    case "mysql":
      return sql<string>`date_format(${ref}, ${sql.lit("%m-%d")})`;
    case "sqlite":
      return sql<string>`strftime(${sql.lit("%m-%d")}, ${ref})`;
    case "sqlserver":
      return sql<string>`format(${ref}, ${sql.lit("MM-dd")})`;
  }
}
