import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../../../../../test/support/http";
import { mastodonStatus, mastodonTimeline } from "../../../../../test/support/social-fixtures";
import { startSocialStub } from "../../../../../test/support/social-stub";
import { createTestApp } from "../../../../../test/support/test-app";
import { MASTODON_HASHTAG_MESSAGE } from "./mastodon-adapter";

const mastodon = await startSocialStub();
const app = await createTestApp({ dataTools: { socialEndpoints: { mastodon: mastodon.base } } });
const { cookie } = await signInAsAdmin(app);
const TIMELINE = "/api/v1/timelines/tag/";

const search = (payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/social-data",
    headers: { cookie },
    payload: { platform: "mastodon", ...payload },
  });

/** Answers like a hashtag timeline holding `total` statuses: `limit` per page, older than max_id. */
function timelineOf(total: number) {
  const all = mastodonTimeline(total);
  return (request: { query: URLSearchParams }) => {
    const limit = Math.min(Number(request.query.get("limit") ?? 20), 40);
    const maxId = request.query.get("max_id");
    const start = maxId ? all.findIndex((status) => status.id === maxId) + 1 : 0;
    return { json: all.slice(start, start + limit) };
  };
}

describe("Mastodon hashtag search", () => {
  it("maps statuses to posts, with the HTML content as plain text", async () => {
    mastodon.answerWith({
      json: [
        mastodonStatus(0, {
          content:
            '<p>Spring <strong>posies</strong> &amp; wattle for <span class="h-card"><a href="https://bloom.example/@mum" class="u-url mention">@<span>mum</span></a></span><br>Order by Friday</p><p>More at <a href="https://shop.example/spring" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="">shop.example/spring</span><span class="invisible"></span></a> <a href="https://bloom.example/tags/giftboxes" class="mention hashtag" rel="tag">#<span>giftboxes</span></a></p>',
        }),
        mastodonStatus(1, { account: { ...mastodonStatus(1).account, acct: "localflorist" } }),
      ],
    });
    const response = await search({ query: "giftboxes", limit: 5 });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ platform: "mastodon", query: "giftboxes", count: 2 });
    expect(body.results[0]).toEqual({
      id: "113702156214513562",
      author: "@petalpost@bloom.example",
      text: "Spring posies & wattle for @mum\nOrder by Friday\n\nMore at https://shop.example/spring #giftboxes",
      url: "https://bloom.example/@petalpost/113702156214513562",
      createdAt: "2026-02-14T03:00:00.000Z",
    });
    expect(body.results[0].text).not.toMatch(/[<>]/);
    // The instance's own accounts have no domain in acct: the instance's host is added.
    expect(body.results[1].author).toBe(`@localflorist@${new URL(mastodon.base).host}`);
  });

  it("turns the search into a hashtag: '#' and spaces dropped, words joined, unicode percent-encoded", async () => {
    mastodon.answerWith({ json: [] });
    const response = await search({ query: "#Fête des mères & co", limit: 3 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ query: "#Fête des mères & co", count: 0, results: [] });
    expect(mastodon.requests).toHaveLength(1);
    const [request] = mastodon.requests;
    expect(request!.path).toBe(`${TIMELINE}Fêtedesmèresco`);
    expect(request!.rawUrl).toBe(`${TIMELINE}F%C3%AAtedesm%C3%A8resco?limit=3`);
  });

  it("asks for 10 when no limit is given", async () => {
    mastodon.answerWith(timelineOf(60));
    const response = await search({ query: "giftboxes" });

    expect(response.json().count).toBe(10);
    expect(mastodon.requests.map((r) => r.query.get("limit"))).toEqual(["10"]);
  });

  it("pages with max_id past Mastodon's 40 per page to return 50", async () => {
    mastodon.answerWith(timelineOf(60));
    const response = await search({ query: "giftboxes", limit: 50 });

    const body = response.json();
    expect(body.count).toBe(50);
    expect(new Set(body.results.map((post: { id: string }) => post.id)).size).toBe(50);
    expect(mastodon.requests.map((r) => [r.query.get("limit"), r.query.get("max_id")])).toEqual([
      ["40", null],
      ["10", mastodonStatus(39).id],
    ]);
  });

  it("stops at the end of a short timeline", async () => {
    mastodon.answerWith(timelineOf(7));
    const response = await search({ query: "giftboxes", limit: 50 });

    expect(response.json().count).toBe(7);
    expect(mastodon.requests).toHaveLength(1);
  });

  it("never returns more than the limit, even when the instance sends more", async () => {
    mastodon.answerWith({ json: mastodonTimeline(12) });
    const response = await search({ query: "giftboxes", limit: 4 });

    expect(response.json().count).toBe(4);
    expect(response.json().results).toHaveLength(4);
  });

  it("shows a content warning before the text, and skips a status without a web link", async () => {
    mastodon.answerWith({
      json: [
        mastodonStatus(0, { spoiler_text: "price talk", content: "<p>Boxes from $45</p>" }),
        mastodonStatus(1, { url: "javascript:alert(1)" }),
        mastodonStatus(2, { url: null }),
      ],
    });
    const body = (await search({ query: "giftboxes", limit: 5 })).json();

    expect(body.count).toBe(2);
    expect(body.results[0].text).toBe("[Content warning: price talk]\nBoxes from $45");
    // No `url`: the status's `uri` (a web address too) is the link.
    expect(body.results[1].url).toBe(`https://bloom.example/users/petalpost/statuses/${mastodonStatus(2).id}`);
  });

  it("refuses a search with no letters or numbers to make a hashtag of, without calling Mastodon", async () => {
    mastodon.answerWith({ json: [] });
    const response = await search({ query: "#!?", limit: 5 });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: MASTODON_HASHTAG_MESSAGE });
    expect(mastodon.requests).toHaveLength(0);
  });
});
