import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compareAnswer,
  cutoffAlternatives,
  isListQuery,
  trailingLimit,
} from "../../../../../bench/sql-questions/compare";
import { runAsOwner } from "../../../../../bench/sql-questions/owner-query";
import { seedShop } from "../../../../../bench/sql-questions/seed";
import { openTestDatabase } from "../../../../../test/support/test-app";
import { todayIso } from "../../../../shared/domain/dates";
import type { Database } from "../../../db/client";
import { systemClock } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { createSqlTool } from "./sql-tool";

/**
 * The translator's own development set (test/fixtures/sql-questions/dev-set.mjs): questions written
 * from the schema before the independent set-a was read, several paraphrases per intent, each with
 * hand-written SQL, on the scorer's seeded shop. Wrong answers must be none; refusals are allowed
 * but counted (the goal is answers, and each paraphrase of an intent should agree).
 */
type Question =
  | { id: string; question: string; sql: string; orderMatters: boolean }
  | { id: string; question: string; expected: "refuse" };
const QUESTIONS = JSON.parse(
  readFileSync(new URL("../../../../../test/fixtures/sql-questions/dev-set.json", import.meta.url), "utf8"),
) as Question[];

let database: Database;
let tool: ReturnType<typeof createSqlTool>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShop(database.db, todayIso(systemClock.now()));
  tool = createSqlTool(database, systemClock);
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe("SQL Translation on its development set", () => {
  it("answers at least 90% of the answerable questions and none wrongly; refuses what it must", async () => {
    const answerable = QUESTIONS.filter((q) => "sql" in q);
    expect(answerable.length).toBeGreaterThanOrEqual(80);
    const wrong: string[] = [];
    const refused: string[] = [];
    for (const q of QUESTIONS) {
      let answer: Awaited<ReturnType<typeof tool.run>> | null = null;
      try {
        answer = await tool.run({ question: q.question });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "VALIDATION") throw error;
      }
      if (!("sql" in q)) {
        if (answer) wrong.push(`${q.id} answered a question it must refuse: ${q.question}`);
        continue;
      }
      if (!answer) {
        refused.push(q.id);
        continue;
      }
      const expected = await runAsOwner(database, q.sql);
      const limit = trailingLimit(q.sql);
      const alternatives = limit ? cutoffAlternatives(await runAsOwner(database, limit.unlimited), limit.n) : null;
      const options = { orderMatters: q.orderMatters, listQuery: isListQuery(q.sql) };
      const same = [...(alternatives ?? []), expected].some((e) => compareAnswer(e, answer, options).same);
      if (!same || answer.truncated) wrong.push(`${q.id} ${q.question}: ${answer.query}`);
    }
    console.log(
      `SQL Translation development set: ${answerable.length - refused.length - wrong.length} of ${answerable.length} correct, ${wrong.length} wrong, ${refused.length} refused (${database.kind})`,
    );
    expect(wrong).toEqual([]);
    expect(refused.length).toBeLessThanOrEqual(Math.floor(answerable.length * 0.1));
  }, 120_000);
});
