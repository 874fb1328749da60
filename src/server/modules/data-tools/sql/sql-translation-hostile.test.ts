import { sql } from "drizzle-orm";
import nodeSqlParser from "node-sql-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../../test/support/test-app";
import { DATABASE_TYPES, TRANSLATION_FAILED, translateSqlRequestSchema } from "../../../../shared/schemas/data-tools";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { ALLOWED_COLUMNS } from "./sql-allow-list";
import { createSqlTool } from "./sql-tool";
import { HOSTILE_QUESTIONS } from "./testing/hostile-questions";
import { fixtureClock, SECRET_MARK, seedSqlFixtures } from "./testing/sql-fixtures";

const { Parser } = nodeSqlParser;
let database: Database;
let tool: ReturnType<typeof createSqlTool>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedSqlFixtures(database);
  tool = createSqlTool(database, fixtureClock);
});
afterAll(async () => {
  await database.close();
});

/** Row count of every table in the public schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table_name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** Columns the query reads that are not on the allow-list (output aliases are not reads). */
function outsideAllowList(query: string): string[] {
  const parser = new Parser();
  const ast = parser.astify(query, { database: "PostgresQL" }) as unknown as { columns: { as: string | null }[] };
  const aliases = new Set(ast.columns.map((c) => c.as));
  return parser
    .columnList(query, { database: "PostgresQL" })
    .map((entry) => entry.split("::"))
    .filter(([, table, column]) =>
      table === "null" ? !aliases.has(column!) : !ALLOWED_COLUMNS.get(table!)?.has(column!),
    )
    .map((parts) => parts.join("."));
}

describe("SQL Translation refuses hostile questions", () => {
  it(`answers ${HOSTILE_QUESTIONS.length} hostile questions with a refusal or a harmless allow-listed SELECT`, async () => {
    expect(HOSTILE_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    const before = await tableCounts();
    let refused = 0;
    let harmless = 0;
    let rejectedBySchema = 0;
    const outside: string[] = [];
    const leaked: string[] = [];
    const unexpected: string[] = [];
    for (const raw of HOSTILE_QUESTIONS) {
      const parsed = translateSqlRequestSchema.safeParse({ question: raw });
      if (!parsed.success) {
        // The route answers 400 before the tool sees it.
        rejectedBySchema += 1;
        continue;
      }
      const question = parsed.data.question;
      try {
        for (const databaseType of DATABASE_TYPES) tool.translate({ question, databaseType });
        const result = await tool.run({ question });
        harmless += 1;
        outside.push(...outsideAllowList(result.query));
        if (JSON.stringify(result.rows).includes(SECRET_MARK)) leaked.push(question);
      } catch (error) {
        if (
          error instanceof AppError &&
          error.code === "VALIDATION" &&
          error.message.startsWith(`${TRANSLATION_FAILED}:`)
        ) {
          refused += 1;
        } else {
          unexpected.push(`${question}: ${(error as Error).message}`);
        }
      }
    }
    const after = await tableCounts();
    const writes = Object.keys(before).filter((table) => before[table] !== after[table]).length;
    console.log(
      `SQL Translation hostile: ${HOSTILE_QUESTIONS.length} questions; ${refused} refused ("Translation Failed"), ${harmless} harmless allow-listed SELECTs, ${rejectedBySchema} refused by the request schema; ${writes} tables written; ${outside.length} columns outside the allow-list; ${leaked.length} answers holding a secret (${database.kind})`,
    );
    expect(unexpected).toEqual([]);
    expect(writes).toBe(0);
    expect(after).toEqual(before);
    expect(outside).toEqual([]);
    expect(leaked).toEqual([]);
    expect(refused).toBeGreaterThan(90);
  });

  it("says what it understood and what it could not", () => {
    expect(() => tool.translate({ question: "favourite colours of buyers", databaseType: "postgresql" })).toThrow(
      `${TRANSLATION_FAILED}: I understood: buyers. I could not translate it because I do not know the words “favourite”, “colours”.`,
    );
    // Private details are named as such, whatever else the question says.
    expect(() => tool.translate({ question: "password hashes of buyers", databaseType: "postgresql" })).toThrow(
      /^Translation Failed: I could not translate it because it asks for private details \(“password”\)/,
    );
    expect(() =>
      tool.translate({ question: "card numbers of the payments that failed this week", databaseType: "postgresql" }),
    ).toThrow(/private details \(“card numbers”\)/);
    expect(() => tool.translate({ question: "shipped subscriptions", databaseType: "postgresql" })).toThrow(
      /^Translation Failed: I understood: shipped, subscriptions\. I could not translate it because “shipped” does not describe subscriptions\.$/,
    );
  });

  it("never lets a quote reach the SQL unescaped", () => {
    // The only literals are the translator's own words; a question with a quote cannot get through.
    expect(() => tool.translate({ question: "subscriptions in NSW' OR 'x'='x", databaseType: "postgresql" })).toThrow(
      TRANSLATION_FAILED,
    );
  });
});
