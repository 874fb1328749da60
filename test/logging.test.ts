import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recipientPayload } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * PRODUCT.md "Privacy": nothing personal goes into logs. A failed query's error (Drizzle's "Failed
 * query … params: …", several lines long) is logged by its kind, route pattern and request id only.
 */
const lines: string[] = [];
const app = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

// This test's own database copy refuses one recipient name, so a real insert fails with its parameters.
await app.ctx.db.execute(
  sql`alter table recipient_profiles add constraint logging_test_refuses check (name <> 'Zebedee Quillfeather')`,
);

const PERSONAL = {
  fullName: "Zebedee Quillfeather",
  streetName: "Larkspur Crescent",
  suburb: "Wombat Flats",
  favouriteFlower: "night-blooming cereus",
  rRatedComfort: "only-after-midnight",
  genderRelevant: "non-binary",
  sensitiveConsent: true,
};

describe("a failed query", () => {
  it("is logged by kind, route and request id, with none of the personal values, and answers the generic 500", async () => {
    const { cookie, email } = await signUp(app);
    lines.length = 0;
    const response = await app.inject({
      method: "POST",
      url: "/api/recipient-profiles?campaign=private-query-value",
      headers: { cookie },
      payload: recipientPayload(PERSONAL),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "INTERNAL",
      message: "Something went wrong on our side. Please try again.",
    });

    const text = lines.join("");
    for (const value of [
      ...Object.values(PERSONAL).filter((v) => typeof v === "string"),
      email,
      "private-query-value",
      "Failed query",
    ]) {
      expect(text, `the log holds "${value}"`).not.toContain(value);
    }
    const entries = logged();
    const failure = entries.find((entry) => entry.msg === "unhandled error");
    expect(failure, text).toBeDefined();
    expect(failure).toMatchObject({ route: "POST /api/recipient-profiles", errorCode: "23514" });
    expect(Object.keys(failure!).sort()).toEqual([
      "errorCode",
      "errorName",
      "hostname",
      "level",
      "msg",
      "pid",
      "reqId",
      "route",
      "time",
    ]);
    // The request id ties the error to the request's own lines.
    const incoming = entries.find((entry) => entry.msg === "incoming request") as {
      reqId: string;
      req: { path: string };
    };
    expect(incoming.req.path).toBe("/api/recipient-profiles");
    expect(failure!.reqId).toBe(incoming.reqId);
  });

  it("keeps the kind only when anything logs an error object", () => {
    lines.length = 0;
    const error = new Error("Failed query: insert into users … params: Zebedee Quillfeather,Larkspur Crescent", {
      cause: Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    });
    app.log.error({ err: error }, "something failed");
    const [entry] = logged();
    expect(entry!.err).toEqual({ errorName: "Error", errorCode: "23505" });
    expect(lines.join("")).not.toContain("Zebedee");
  });
});
