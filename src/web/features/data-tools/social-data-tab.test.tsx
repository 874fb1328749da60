// @vitest-environment happy-dom
import { DATA_RETRIEVAL_FAILED, type SocialDataResult } from "@shared/schemas/data-tools";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SocialDataTab } from "./social-data-tab";
import { answer, renderWithQueries } from "./tab-test-support";

const RESULT: SocialDataResult = {
  platform: "bluesky",
  query: "native posies",
  count: 2,
  results: [
    {
      id: "at://did:plc:abc/app.bsky.feed.post/3k1",
      author: "@wattleandwren.bsky.social",
      text: "Native posies\nfor Mum",
      url: "https://bsky.app/profile/wattleandwren.bsky.social/post/3k1",
      createdAt: "2026-02-14T03:00:00.000Z",
    },
    {
      id: "at://did:plc:abc/app.bsky.feed.post/3k2",
      author: "@petal.example",
      text: "Second",
      url: "javascript:alert(1)",
      createdAt: "2026-02-14T02:00:00.000Z",
    },
  ],
};

function renderTab() {
  renderWithQueries(<SocialDataTab />);
}

async function searchFor(platform: string, query: string, limit?: string) {
  fireEvent.change(screen.getByLabelText("Platform"), { target: { value: platform } });
  fireEvent.change(screen.getByLabelText("Query"), { target: { value: query } });
  if (limit !== undefined) fireEvent.change(screen.getByLabelText("Limit"), { target: { value: limit } });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Social Media Data tab", () => {
  it("sends the search, disables Search while it runs, then shows the posts as cards", async () => {
    const server = answer(200, RESULT);
    renderTab();
    await searchFor("bluesky", "  native posies ", "2");

    const busy = await screen.findByRole("button", { name: /Searching/ });
    expect(busy).toHaveProperty("disabled", true);
    expect(server.calls).toEqual([
      { url: "/api/social-data", body: { platform: "bluesky", query: "native posies", limit: 2 } },
    ]);
    server.release();

    expect(await screen.findByText("2 posts from Bluesky for “native posies”")).toBeTruthy();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText("@wattleandwren.bsky.social")).toBeTruthy();
    expect(first.getByText("14 Feb 2026, 2:00 pm AEDT")).toBeTruthy();
    const link = first.getByRole("link", { name: /View on Bluesky/ });
    expect(link.getAttribute("href")).toBe(RESULT.results[0]!.url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    // A link that is not a web address is not offered.
    expect(within(cards[1]!).queryByRole("link")).toBeNull();
    expect(screen.getByRole("button", { name: "Search" })).toHaveProperty("disabled", false);
  });

  it("says when no posts matched", async () => {
    answer(200, { platform: "reddit", query: "zzqx", count: 0, results: [] }).release();
    renderTab();
    await searchFor("reddit", "zzqx");

    expect(await screen.findByText("No posts matched “zzqx” on Reddit.")).toBeTruthy();
  });

  it("shows the server's Data Retrieval Failed message", async () => {
    const message = `${DATA_RETRIEVAL_FAILED}: Mastodon could not be reached`;
    answer(502, { code: "UPSTREAM", message }).release();
    renderTab();
    await searchFor("mastodon", "giftboxes");

    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("checks the fields before asking the server", async () => {
    const server = answer(200, RESULT);
    renderTab();
    await searchFor("bluesky", "a", "51");

    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Please enter a search of at least 2 characters",
      "Limit must be between 1 and 50",
    ]);
    expect(server.calls).toHaveLength(0);
  });

  it("puts a field the server refused on that field", async () => {
    const message = "Mastodon searches hashtags: please use letters or numbers";
    answer(400, { code: "VALIDATION", message, fieldErrors: { query: message } }).release();
    renderTab();
    await searchFor("mastodon", "#!?");

    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([message]));
    expect(screen.getByLabelText("Query").getAttribute("aria-invalid")).toBe("true");
  });

  // Regression: the new field message showed above the previous red result, which stayed.
  it("clears the previous result when the form refuses the next search", async () => {
    const message = `${DATA_RETRIEVAL_FAILED}: Mastodon could not be reached`;
    answer(502, { code: "UPSTREAM", message }).release();
    renderTab();
    await searchFor("mastodon", "giftboxes");
    expect((await screen.findByRole("alert")).textContent).toBe(message);

    await searchFor("mastodon", "a");
    await screen.findByText("Please enter a search of at least 2 characters");
    expect(screen.queryByText(message)).toBeNull();
  });
});
