import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../../../../../test/support/http";
import { blueskyPost, blueskySearch } from "../../../../../test/support/social-fixtures";
import { startSocialStub } from "../../../../../test/support/social-stub";
import { createTestApp } from "../../../../../test/support/test-app";

const bluesky = await startSocialStub();
const app = await createTestApp({ dataTools: { socialEndpoints: { bluesky: bluesky.base } } });
const { cookie } = await signInAsAdmin(app);
const SEARCH = "/xrpc/app.bsky.feed.searchPosts";

const search = (payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/social-data",
    headers: { cookie },
    payload: { platform: "bluesky", ...payload },
  });

describe("Bluesky post search", () => {
  it("maps post views to posts with a bsky.app link built from the handle and the post's rkey", async () => {
    bluesky.answerWith({ json: blueskySearch(2) });
    const response = await search({ query: "native posies", limit: 5 });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ platform: "bluesky", query: "native posies", count: 2 });
    expect(body.results[0]).toEqual({
      id: "at://did:plc:4xq2kq7d3ny6wzlbnk5m3j2a/app.bsky.feed.post/3lhcz5xqwn000",
      author: "@wattleandwren.bsky.social",
      text: "Bluesky post 0: native posies for a Mother's Day gift box",
      url: "https://bsky.app/profile/wattleandwren.bsky.social/post/3lhcz5xqwn000",
      createdAt: "2026-02-14T03:00:00.000Z",
    });
    expect(bluesky.requests[0]!.path).toBe(SEARCH);
  });

  it("sends the search as one correctly encoded q parameter: spaces, '#', '&' and unicode", async () => {
    bluesky.answerWith({ json: blueskySearch(0) });
    const query = "#giftbox & flowers 🌸 für Mütter";
    const response = await search({ query, limit: 7 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ platform: "bluesky", query, count: 0, results: [] });
    const [request] = bluesky.requests;
    expect(request!.query.get("q")).toBe(query);
    expect(request!.query.get("limit")).toBe("7");
    expect([...request!.query.keys()].sort()).toEqual(["limit", "q", "sort"]);
    expect(request!.rawUrl).not.toMatch(/[#\s]|[^\x20-\x7e]/);
  });

  it("asks for 10 when no limit is given, and never returns more than the limit", async () => {
    bluesky.answerWith({ json: blueskySearch(25) });
    const defaulted = await search({ query: "posies" });
    expect(defaulted.json().count).toBe(10);
    expect(bluesky.requests[0]!.query.get("limit")).toBe("10");

    const limited = await search({ query: "posies", limit: 3 });
    expect(limited.json().count).toBe(3);
    expect(limited.json().results).toHaveLength(3);
  });

  it("asks for up to 50 in one request (the AppView allows 100)", async () => {
    bluesky.answerWith({ json: blueskySearch(50) });
    const response = await search({ query: "posies", limit: 50 });

    expect(response.json().count).toBe(50);
    expect(bluesky.requests.map((r) => r.query.get("limit"))).toEqual(["50"]);
  });

  it("links an account whose handle no longer verifies by its DID, and uses indexedAt when the record has no date", async () => {
    const post = blueskyPost(3);
    bluesky.answerWith({
      json: {
        posts: [
          {
            ...post,
            author: { ...post.author, handle: "handle.invalid" },
            record: { $type: "app.bsky.feed.post", text: "  Still here  " },
          },
        ],
      },
    });
    const [result] = (await search({ query: "posies" })).json().results;

    expect(result).toMatchObject({
      author: "@handle.invalid",
      text: "Still here",
      url: "https://bsky.app/profile/did:plc:4xq2kq7d3ny6wzlbnk5m3j2a/post/3lhcz5xqwn003",
      createdAt: post.indexedAt,
    });
  });

  it("skips a result that is not a post it can link to", async () => {
    bluesky.answerWith({
      json: { posts: [blueskyPost(0, { uri: "at://did:plc:abc/app.bsky.feed.generator/x" }), blueskyPost(1)] },
    });
    const body = (await search({ query: "posies" })).json();

    expect(body.count).toBe(1);
    expect(body.results[0].url).toBe("https://bsky.app/profile/wattleandwren.bsky.social/post/3lhcz5xqwn001");
  });
});
