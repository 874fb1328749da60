import nodeSqlParser from "node-sql-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareAnswer, isListQuery } from "../../../../../bench/sql-questions/compare";
import { runAsOwner } from "../../../../../bench/sql-questions/owner-query";
import { openTestDatabase } from "../../../../../test/support/test-app";
import { DATABASE_TYPES, type DatabaseType } from "../../../../shared/schemas/data-tools";
import type { Database } from "../../../db/client";
import type { Cell } from "./sql-runner";
import { createSqlTool } from "./sql-tool";
import { ACCURACY_CASES } from "./testing/accuracy-cases";
import { fixtureClock, seedSqlFixtures } from "./testing/sql-fixtures";

const { Parser } = nodeSqlParser;
const PARSER_DIALECT: Record<DatabaseType, string> = {
  postgresql: "PostgresQL",
  mysql: "MySQL",
  sqlite: "Sqlite",
  sqlserver: "TransactSQL",
};

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

const key = (rows: Cell[][]) => rows.map((row) => JSON.stringify(row));

describe("SQL Translation answers English questions with the right rows", () => {
  it(`answers all ${ACCURACY_CASES.length} questions with the rows of hand-written SQL`, async () => {
    expect(ACCURACY_CASES.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const testCase of ACCURACY_CASES) {
      try {
        const answer = await tool.run({ question: testCase.question });
        // Compared by values as the scorer does (bench/sql-questions/compare.ts): extra answer columns
        // (an id beside a name, more detail in a list) are for the reader.
        const expected = await runAsOwner(database, testCase.sql);
        const verdict = compareAnswer(expected, answer, {
          orderMatters: Boolean(testCase.ordered),
          listQuery: isListQuery(testCase.sql),
        });
        if (!verdict.same || expected.rows.length === 0)
          wrong.push(`${testCase.question}: ${verdict.reason}: got ${key(answer.rows).join(" ")}`);
      } catch (error) {
        wrong.push(`${testCase.question}: ${(error as Error).message}`);
      }
    }
    console.log(
      `SQL Translation accuracy: ${ACCURACY_CASES.length - wrong.length} of ${ACCURACY_CASES.length} questions answered correctly (${database.kind})`,
    );
    expect(wrong).toEqual([]);
  });

  it("emits SQL that parses in every dialect, for every question", () => {
    const parser = new Parser();
    const failures: string[] = [];
    let parsed = 0;
    for (const { question } of ACCURACY_CASES) {
      for (const type of DATABASE_TYPES) {
        const { query, metadata } = tool.translate({ question, databaseType: type });
        expect(metadata.database_type).toBe(type);
        try {
          const ast = parser.astify(query, { database: PARSER_DIALECT[type] });
          expect(Array.isArray(ast) ? ast.length : 1).toBe(1);
          parsed += 1;
        } catch (error) {
          failures.push(`${type}: ${question}: ${(error as Error).message.slice(0, 120)}`);
        }
      }
    }
    console.log(
      `SQL Translation dialects: ${parsed} of ${ACCURACY_CASES.length * DATABASE_TYPES.length} generated queries parse`,
    );
    expect(failures).toEqual([]);
  });

  it("describes what it understood, with complexity and tables", () => {
    const simple = tool.translate({ question: "How many active subscriptions?", databaseType: "postgresql" });
    expect(simple.metadata).toEqual({ complexity: "simple", database_type: "postgresql", tables: ["subscriptions"] });
    expect(simple.understood).toBe("Number of subscriptions, with status active.");

    const grouped = tool.translate({ question: "How many active subscriptions by state?", databaseType: "mysql" });
    expect(grouped.metadata).toEqual({
      complexity: "moderate",
      database_type: "mysql",
      tables: ["subscriptions", "recipient_profiles"],
    });
    expect(grouped.query).toContain("`recipient_profiles`");

    const ranked = tool.translate({
      question: "Top 2 gift boxes by revenue in Victoria last month",
      databaseType: "sqlserver",
    });
    expect(ranked.metadata.complexity).toBe("complex");
    expect(ranked.query).toMatch(/^select top\(2\)/);
    expect(ranked.understood).toContain("1 Oct 2026 to 31 Oct 2026");
  });

  it("counts Sydney dates: a subscription at 00:30 on 1 Nov in Sydney belongs to November", () => {
    const { query } = tool.translate({
      question: "How many subscriptions were created last month?",
      databaseType: "postgresql",
    });
    // 1 Oct 2026 00:00 in Sydney is 30 Sep 14:00 UTC (AEST); 1 Nov is 31 Oct 13:00 UTC (AEDT).
    expect(query).toContain("'2026-09-30 14:00:00+00'");
    expect(query).toContain("'2026-10-31 13:00:00+00'");
  });

  it("marks a grouped count as chartable and a list as not", async () => {
    const grouped = await tool.run({ question: "Vendors by state" });
    expect(grouped.chart).toEqual({ label: "state", value: "count" });
    expect(grouped.columns).toEqual(["state", "count"]);
    const list = await tool.run({ question: "List pending vendors" });
    expect(list.chart).toBeNull();
    expect(list.truncated).toBe(false);
    expect(list.rows[0]).toEqual([
      expect.any(Number),
      "Pending Petals",
      "pending",
      null,
      "QLD",
      null,
      false,
      20,
      "2026-11-10T02:00:00.000Z",
    ]);
  });
});
