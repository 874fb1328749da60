import type { Database } from "../../src/server/db/client";
import type { Expected } from "./compare";

/** Type ids read as text on PGlite (node-postgres is told to read every type as text). */
const TEXT_TYPES = [16, 20, 21, 23, 26, 114, 700, 701, 1082, 1083, 1114, 1184, 1186, 1700, 3802];
const asText = (value: string) => value;
const PGLITE_PARSERS = Object.fromEntries(TEXT_TYPES.map((id) => [id, asText])) as Record<
  number,
  (v: string) => string
>;

/**
 * Runs a hand-written query as the database's owner (not the reader role: the expected answer may
 * read any column), in a read-only transaction in UTC that is always rolled back. Values come back as
 * PostgreSQL's text, with the columns' type ids, for compare.ts.
 */
export async function runAsOwner(database: Database, sqlText: string): Promise<Expected> {
  const toText = (rows: unknown[][]) =>
    rows.map((row) => row.map((v) => (v === null || v === undefined ? null : String(v))));
  if (database.pglite) {
    let result: Expected | null = null;
    await database.pglite.transaction(async (tx) => {
      await tx.query("set transaction read only");
      await tx.query("set local time zone 'UTC'");
      const answer = await tx.query<unknown[]>(sqlText, [], { rowMode: "array", parsers: PGLITE_PARSERS });
      result = {
        columns: answer.fields.map((f) => f.name),
        types: answer.fields.map((f) => f.dataTypeID),
        rows: toText(answer.rows),
      };
      await tx.rollback();
    });
    return result!;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("begin read only");
    await client.query("set local time zone 'UTC'");
    const answer = await client.query<unknown[]>({
      text: sqlText,
      rowMode: "array",
      types: { getTypeParser: () => asText },
    });
    return {
      columns: answer.fields.map((f) => f.name),
      types: answer.fields.map((f) => f.dataTypeID),
      rows: toText(answer.rows),
    };
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}
