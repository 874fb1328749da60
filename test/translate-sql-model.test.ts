import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { MODEL_UNDERSTOOD } from "../src/server/modules/data-tools/sql/model-translator";
import { TRANSLATION_FAILED } from "../src/shared/schemas/data-tools";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// The optional model-backed translator against a stand-in for an OpenAI-compatible chat-completions
// API on loopback. The model is asked only when the offline translator refuses, and what it proposes
// passes the same parser check and allow-list as everything else before anything can run.

type Reply = { status: number; body: unknown; delayMs?: number };
let reply: Reply;
const requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];

const chat = (content: string): Reply => ({
  status: 200,
  body: { choices: [{ message: { role: "assistant", content } }] },
});

const stub = createServer(async (request: IncomingMessage, response: ServerResponse) => {
  let text = "";
  for await (const chunk of request) text += chunk;
  requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(text) });
  const { status, body, delayMs } = reply;
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;

const app = await createTestApp({
  dataTools: { sqlModel: { apiKey: "test-model-key", url: stubUrl, model: "stub-sql-model", timeoutMs: 500 } },
});
const staff = await sessionFor(app, "admin");

function translate(question: string, databaseType = "postgresql") {
  return app.inject({
    method: "POST",
    url: "/api/translate-sql",
    payload: { question, databaseType },
    headers: { cookie: staff.cookie },
  });
}

// A question the offline translator refuses (it knows no weather).
const UNKNOWN = "Which gift boxes are the most popular when it rains?";
const PROPOSAL = "select gift_boxes.name as name, gift_boxes.price_cents as price_cents from gift_boxes order by name";

beforeEach(() => {
  requests.length = 0;
  reply = chat(`\`\`\`sql\n${PROPOSAL};\n\`\`\``);
});

describe("with a language model configured", () => {
  it("never asks it when the shop's own translator answers", async () => {
    const response = await translate("How many vendors are there?");
    expect(response.statusCode).toBe(200);
    expect(response.json().source).toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it("asks it when the translator refuses, and answers its checked SQL marked as the model's", async () => {
    const response = await translate(UNKNOWN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      query: PROPOSAL,
      metadata: { complexity: "simple", database_type: "postgresql", tables: ["gift_boxes"] },
      understood: MODEL_UNDERSTOOD,
      source: "model",
    });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.path).toBe("/v1/chat/completions");
    expect(sent!.authorization).toBe("Bearer test-model-key");
    expect(sent!.body.model).toBe("stub-sql-model");
    const [system, user] = sent!.body.messages as { role: string; content: string }[];
    expect(user).toEqual({ role: "user", content: UNKNOWN });
    // The model is shown the allow-list and nothing else: no secret column is named to it.
    expect(system!.content).toContain("gift_boxes(");
    expect(system!.content).not.toMatch(/password_hash|token_hash|sensitive_preferences|email/);

    // Staff run it through the checked-SQL route, as the read-only role.
    const run = await app.inject({
      method: "POST",
      url: "/api/translate-sql/run-sql",
      payload: { sql: response.json().query },
      headers: { cookie: staff.cookie },
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().columns).toEqual(["name", "price_cents"]);
    expect(run.json().rows.length).toBeGreaterThan(0);
  });

  it("refuses a proposal that writes, reads a secret or runs two statements", async () => {
    for (const [proposal, reason] of [
      ["delete from users", /only a SELECT may run/],
      ["select users.password_hash from users", /users\.password_hash is not one staff may see/],
      ["select users.id from users; drop table users", /only one statement/],
    ] as const) {
      reply = chat(proposal);
      const response = await translate(UNKNOWN);
      expect(response.statusCode, proposal).toBe(400);
      const message = response.json().message as string;
      expect(message, proposal).toMatch(new RegExp(`^${TRANSLATION_FAILED}: `));
      expect(message, proposal).toMatch(/A language model proposed a query, but it was refused: /);
      expect(message, proposal).toMatch(reason);
    }
  });

  it("says so when the model answers 500, takes too long, or cannot answer", async () => {
    reply = { status: 500, body: { error: { message: "overloaded" } } };
    let response = await translate(UNKNOWN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Translation Failed: .*The language model answered with an error \(500\)\.$/,
    );

    reply = { ...chat(PROPOSAL), delayMs: 1500 };
    const started = Date.now();
    response = await translate(UNKNOWN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/The language model did not answer in time\.$/);
    expect(Date.now() - started).toBeLessThan(1400);

    reply = chat("CANNOT");
    response = await translate(UNKNOWN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/The language model could not answer it either\.$/);

    reply = { status: 200, body: "not the API's shape" };
    response = await translate(UNKNOWN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Translation Failed: /);
  });

  it("is not asked for another dialect: its SQL is checked as PostgreSQL only", async () => {
    const response = await translate(UNKNOWN, "mysql");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Translation Failed: /);
    expect(requests).toHaveLength(0);
  });
});
