import { describe, expect, it } from "vitest";
import { users } from "../src/server/db/schema";
import { SQL_QUESTION_MESSAGE, SQL_ROW_CAP } from "../src/shared/schemas/data-tools";
import { SQL_EXAMPLE_QUESTIONS } from "../src/web/features/data-tools/sql-examples";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

const app = await createTestApp();
const staff = await sessionFor(app, "admin");

function post(url: string, payload: unknown, cookie?: string) {
  return app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe("POST /api/translate-sql", () => {
  it("answers staff with the query, metadata and what it understood", async () => {
    const response = await post(
      "/api/translate-sql",
      { question: "How many active subscriptions by state?", databaseType: "sqlserver" },
      staff.cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      query: expect.stringMatching(
        /^select "recipient_profiles"\."state" as "state", count\(\*\) as "count" from "subscriptions"/,
      ),
      metadata: { complexity: "moderate", database_type: "sqlserver", tables: ["subscriptions", "recipient_profiles"] },
      understood: "Number of subscriptions, with status active, for each state, highest first.",
    });
  });

  it("translates every example question the page offers", async () => {
    for (const question of SQL_EXAMPLE_QUESTIONS) {
      const response = await post("/api/translate-sql", { question, databaseType: "postgresql" }, staff.cookie);
      expect(response.statusCode, question).toBe(200);
    }
  });

  it("defaults to PostgreSQL", async () => {
    const response = await post("/api/translate-sql", { question: "How many vendors are there?" }, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().metadata.database_type).toBe("postgresql");
    expect(response.json().query).toBe(`select count(*) as "count" from "suppliers"`);
  });

  it("refuses a short question with the spec's message", async () => {
    const response = await post("/api/translate-sql", { question: " hi ", databaseType: "mysql" }, staff.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SQL_QUESTION_MESSAGE);
  });

  it("answers nonsense and injections with Translation Failed, never a guess", async () => {
    for (const question of [
      "tell me a joke about llamas",
      "drop table users",
      "How many subscriptions; delete from users",
    ]) {
      const response = await post("/api/translate-sql", { question, databaseType: "postgresql" }, staff.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION",
        message: expect.stringMatching(/^Translation Failed: /),
      });
    }
  });

  it("is for staff only", async () => {
    const payload = { question: "How many vendors are there?", databaseType: "postgresql" };
    expect((await post("/api/translate-sql", payload)).statusCode).toBe(401);
    expect((await post("/api/translate-sql", payload, (await sessionFor(app, "customer")).cookie)).statusCode).toBe(
      403,
    );
    expect((await post("/api/translate-sql", payload, (await sessionFor(app, "vendor")).cookie)).statusCode).toBe(403);
  });
});

describe("POST /api/translate-sql/run", () => {
  it("runs the translated PostgreSQL read-only and answers a table with a chart", async () => {
    const response = await post("/api/translate-sql/run", { question: "Gift boxes by category" }, staff.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.query).toContain(`limit ${SQL_ROW_CAP + 1}`);
    expect(body.columns).toEqual(["category", "count"]);
    expect(body.chart).toEqual({ label: "category", value: "count" });
    expect(body.truncated).toBe(false);
    // The seeded catalogue: 13 boxes over six categories.
    expect(body.rows.reduce((sum: number, row: [string, number]) => sum + row[1], 0)).toBe(13);
    expect(body.rows).toContainEqual(["wellness", 3]);
  });

  it("charts a total per group, with how many rows each adds up shown beside it", async () => {
    const response = await post("/api/translate-sql/run", { question: "average box price per category" }, staff.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.columns).toEqual(["category", "average_dollars", "count"]);
    expect(body.chart).toEqual({ label: "category", value: "average_dollars" });
    expect(body.rows.reduce((sum: number, row: [string, number, number]) => sum + row[2], 0)).toBe(13);
  });

  it("answers an empty table when nothing matches", async () => {
    const response = await post("/api/translate-sql/run", { question: "List suspended vendors" }, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: [], truncated: false, chart: null });
    expect(response.json().columns).toEqual([
      "id",
      "name",
      "status",
      "suburb",
      "state",
      "business_type",
      "gst_registered",
      "daily_capacity",
      "created_at",
    ]);
  });

  it("refuses a short question, nonsense and everyone but staff", async () => {
    const short = await post("/api/translate-sql/run", { question: "abc" }, staff.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SQL_QUESTION_MESSAGE);
    const nonsense = await post(
      "/api/translate-sql/run",
      { question: "select password_hash from users" },
      staff.cookie,
    );
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().message).toMatch(/^Translation Failed: /);
    const payload = { question: "Gift boxes by category" };
    expect((await post("/api/translate-sql/run", payload)).statusCode).toBe(401);
    expect((await post("/api/translate-sql/run", payload, (await sessionFor(app, "customer")).cookie)).statusCode).toBe(
      403,
    );
    expect((await post("/api/translate-sql/run", payload, (await sessionFor(app, "vendor")).cookie)).statusCode).toBe(
      403,
    );
  });

  it("shows at most the row cap and says so", async () => {
    const rows = Array.from({ length: SQL_ROW_CAP + 5 }, (_, i) => ({
      email: `cap.${i}@example.com`,
      username: `cap${i}`,
      passwordHash: "x",
      role: "customer" as const,
      fullName: `Cap ${i}`,
      state: "TAS",
    }));
    await app.ctx.db.insert(users).values(rows);
    const response = await post("/api/translate-sql/run", { question: "List buyers in Tasmania" }, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toHaveLength(SQL_ROW_CAP);
    expect(response.json().truncated).toBe(true);
  });

  it("does not take SQL from the client", async () => {
    const response = await post(
      "/api/translate-sql/run",
      { question: "Gift boxes by category", query: "delete from subscriptions" },
      staff.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().query).not.toContain("delete");
  });
});
