import { eq, sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { contactMessages, users } from "../src/server/db/schema";
import { registerErrorHandler } from "../src/server/plugins/error-handler";
import { newCustomer, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * Two requests racing for one unique value used to answer 500 (the unique index refused the loser).
 * The e-mail change answers 409 with its own message; anything else that loses such a race answers a
 * neutral 409 from the one error handler. (The race shows on PostgreSQL, where the requests' queries
 * run side by side; PGlite runs them one at a time, so there the test checks the same answers.)
 */
const lines: string[] = [];
const app = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
const EMAIL_TAKEN = "An account with this email already exists";
const CONCURRENT = { code: "CONFLICT", message: "This changed at the same time as another request. Please try again." };

const changeEmail = (account: Awaited<ReturnType<typeof signUp>>, email: string) =>
  app.inject({
    method: "PUT",
    url: `/api/users/${account.user.id}`,
    headers: { cookie: account.cookie },
    payload: { ...newCustomer({ email }), currentPassword: account.password },
  });

describe("PUT /api/users/{id}: two accounts changing to one address at once", () => {
  it("saves one and answers the others 409 with a clear message, never 500", async () => {
    const accounts = await Promise.all([signUp(app), signUp(app), signUp(app), signUp(app)]);
    const wanted = `wanted.${Date.now()}@example.com`;
    const responses = await Promise.all(accounts.map((account) => changeEmail(account, wanted)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join("\n")).toEqual([200, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: "CONFLICT", message: EMAIL_TAKEN, fieldErrors: { email: EMAIL_TAKEN } });
    }
    expect(await app.ctx.db.$count(users, eq(users.email, wanted))).toBe(1);
  });

  it("answers the same 409 for an address already taken", async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const response = await changeEmail(second, first.email);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_TAKEN);
  });
});

describe("the error handler's safety net", () => {
  it("answers a unique violation nobody foresaw with a neutral 409, logged by kind only", async () => {
    // This test's own database copy allows one contact message per address, so a second one collides.
    await app.ctx.db.execute(sql`create unique index safety_net_test_one_message on contact_messages (email)`);
    const message = { name: "Ann Example", email: "ann.collides@example.com", subject: "Hi", message: "Hello there" };
    expect((await app.inject({ method: "POST", url: "/api/contact-form", payload: message })).statusCode).toBe(201);
    lines.length = 0;
    const second = await app.inject({ method: "POST", url: "/api/contact-form", payload: message });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(CONCURRENT);
    expect(await app.ctx.db.$count(contactMessages, eq(contactMessages.email, message.email))).toBe(1);
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === "concurrent change refused");
    expect(entry).toMatchObject({ errorCode: "23505", route: "POST /api/contact-form" });
    expect(lines.join("")).not.toContain("ann.collides");
  });

  it("maps unique, foreign-key, serialization and deadlock errors (wrapped by Drizzle or not) to 409, a statement timeout to 503, and others to 500", async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    const driverError = (code: string) => Object.assign(new Error("detail quoting values"), { code });
    bare.get("/wrapped/:code", async (request) => {
      throw new DrizzleQueryError(
        "insert into x values ($1)",
        ["Zebedee"],
        driverError((request.params as { code: string }).code),
      );
    });
    bare.get("/driver/:code", async (request) => {
      throw driverError((request.params as { code: string }).code);
    });
    for (const code of ["23505", "23503", "40001", "40P01"]) {
      for (const how of ["wrapped", "driver"]) {
        const response = await bare.inject({ url: `/${how}/${code}` });
        expect(response.statusCode, `${how} ${code}`).toBe(409);
        expect(response.json(), `${how} ${code}`).toEqual(CONCURRENT);
      }
    }
    for (const code of ["23514", "22P05", "42703"]) {
      const response = await bare.inject({ url: `/wrapped/${code}` });
      expect(response.statusCode, code).toBe(500);
      expect(response.json().code).toBe("INTERNAL");
    }
    // A statement the server cancelled for its timeout is the database being too busy: try again (ADR 0016).
    const timedOut = await bare.inject({ url: "/wrapped/57014" });
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.headers["retry-after"]).toBe("5");
    expect(timedOut.json().code).toBe("UNAVAILABLE");
    await bare.close();
  });
});
