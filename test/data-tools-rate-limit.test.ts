import { describe, expect, it } from "vitest";
import { DATA_TOOL_LIMIT } from "../src/server/modules/data-tools/data-tools-rate-limit";
import { TOO_MANY_ATTEMPTS } from "../src/server/plugins/rate-limits";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// The production limits (scale 1): each data tool is counted per staff member, not per address.
const app = await createTestApp({ rateLimitScale: 1 });

const translate = (cookie: string) =>
  app.inject({
    method: "POST",
    url: "/api/translate-sql",
    headers: { cookie },
    payload: { question: "How many active subscriptions by state?", databaseType: "postgresql" },
  });

describe("the data tools' rate limit", () => {
  it("stops one staff member after the limit, with a wait, while another (and another tool) still works", async () => {
    const busy = await sessionFor(app, "admin");
    const other = await sessionFor(app, "admin");
    for (let i = 0; i < DATA_TOOL_LIMIT.perUser; i++) expect((await translate(busy.cookie)).statusCode).toBe(200);

    const refused = await translate(busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Same address, another staff member: not affected.
    expect((await translate(other.cookie)).statusCode).toBe(200);
    // Another tool is counted apart: a refused address, but an answer, not 429.
    const scrape = await app.inject({
      method: "POST",
      url: "/api/scrape-website",
      headers: { cookie: busy.cookie },
      payload: { url: "http://127.0.0.1/" },
    });
    expect(scrape.statusCode).toBe(400);
  });
});
