import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../../../../../test/support/http";
import { redditLink, redditListing, redditSearch } from "../../../../../test/support/social-fixtures";
import { startSocialStub } from "../../../../../test/support/social-stub";
import { createTestApp } from "../../../../../test/support/test-app";
import { SOCIAL_USER_AGENT } from "./social-http";

const reddit = await startSocialStub();
const app = await createTestApp({ dataTools: { socialEndpoints: { reddit: reddit.base } } });
const { cookie } = await signInAsAdmin(app);

const search = (payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/social-data",
    headers: { cookie },
    payload: { platform: "reddit", ...payload },
  });

describe("Reddit search", () => {
  it("maps a Listing's links to posts: title and self text, reddit.com permalink, created_utc as ISO", async () => {
    reddit.answerWith({
      json: redditListing([
        redditLink(0, { title: "  Flower subscription for Mum?  ", selftext: "\n\nShe lives in Hobart.\n\n" }),
        redditLink(1, { selftext: "", title: "Link post only" }),
      ]),
    });
    const response = await search({ query: "flower subscription", limit: 5 });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ platform: "reddit", query: "flower subscription", count: 2 });
    expect(body.results[0]).toEqual({
      id: "t3_1ip0a00",
      author: "u/quokka_gifts",
      text: "Flower subscription for Mum?\n\nShe lives in Hobart.",
      url: "https://www.reddit.com/r/GiftIdeas/comments/1ip0a00/flower_subscription_idea_0/",
      createdAt: "2026-02-14T03:00:00.000Z",
    });
    expect(body.results[1].text).toBe("Link post only");
  });

  it("sends q, limit, sort=new and raw_json=1, the search correctly encoded, with a descriptive User-Agent", async () => {
    reddit.answerWith({ json: redditSearch(0) });
    const query = "mum's #1 gift & 花束?";
    const response = await search({ query, limit: 12 });

    expect(response.json()).toEqual({ platform: "reddit", query, count: 0, results: [] });
    const [request] = reddit.requests;
    expect(request!.path).toBe("/search.json");
    expect(Object.fromEntries(request!.query)).toEqual({ q: query, limit: "12", sort: "new", raw_json: "1" });
    expect(request!.rawUrl).not.toMatch(/[#\s]|[^\x20-\x7e]/);
    expect(request!.headers["user-agent"]).toBe(SOCIAL_USER_AGENT);
  });

  it("asks for 10 when no limit is given, and never returns more than the limit", async () => {
    reddit.answerWith({ json: redditSearch(30) });
    const defaulted = await search({ query: "bouquet" });
    expect(defaulted.json().count).toBe(10);
    expect(reddit.requests[0]!.query.get("limit")).toBe("10");

    const limited = await search({ query: "bouquet", limit: 2 });
    expect(limited.json().results).toHaveLength(2);
    expect(limited.json().count).toBe(2);
  });

  it("keeps only posts (t3) and shortens a very long self text", async () => {
    reddit.answerWith({
      json: redditListing([
        { kind: "t5", data: { display_name: "GiftIdeas", name: "t5_2qh1i" } },
        redditLink(4, { title: "Long one", selftext: "petal ".repeat(400) }),
      ]),
    });
    const body = (await search({ query: "bouquet" })).json();

    expect(body.count).toBe(1);
    expect(body.results[0].id).toBe(redditLink(4).data.name);
    expect(Array.from(body.results[0].text as string)).toHaveLength(1000);
    expect(body.results[0].text.endsWith("…")).toBe(true);
  });
});
