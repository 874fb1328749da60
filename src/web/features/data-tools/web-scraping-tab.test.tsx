// @vitest-environment happy-dom
import { SCRAPING_FAILED, type ScrapeResult } from "@shared/schemas/data-tools";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, renderWithQueries } from "./tab-test-support";
import { WebScrapingTab } from "./web-scraping-tab";

const PAGE = "https://wattle.example.com.au/hampers";
const RESULT: ScrapeResult = {
  url: PAGE,
  scraped_at: "2026-11-23T00:04:05.000Z",
  data: {
    title: "Wattle & Co — Gift Hampers",
    headings: Array.from({ length: 10 }, (_, i) => ({ level: (i % 3) + 1, text: `Heading ${i + 1}` })),
    paragraphs: ["Native flowers and local honey."],
    links: [
      { text: "About us", href: "https://wattle.example.com.au/about" },
      { text: "Sneaky", href: "javascript:alert(1)" },
    ],
    images: [
      { src: "https://cdn.example.org/img/rose%20bunch.jpg", alt: "" },
      { src: "https://cdn.example.org/img/2.jpg", alt: "A hamper" },
    ],
    totals: { headings: 13, paragraphs: 1, links: 2, images: 9 },
  },
};

function renderTab() {
  renderWithQueries(<WebScrapingTab />);
}

function scrape(url: string) {
  fireEvent.change(screen.getByLabelText("Page URL"), { target: { value: url } });
  fireEvent.click(screen.getByRole("button", { name: "Scrape" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Web Scraping tab", () => {
  it("sends the URL and the five parts, disables Scrape while it runs, then shows what the page gave", async () => {
    const server = answer(200, RESULT);
    renderTab();
    const parts = within(screen.getByRole("group", { name: "Parts of the page to collect" }));
    expect(parts.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    scrape(` ${PAGE} `);

    expect(await screen.findByRole("button", { name: /Scraping/ })).toHaveProperty("disabled", true);
    expect(server.calls).toEqual([
      {
        url: "/api/scrape-website",
        body: { url: PAGE, selectors: ["title", "headings", "paragraphs", "links", "images"] },
      },
    ]);
    server.release();

    expect(await screen.findByText("Wattle & Co — Gift Hampers")).toBeTruthy();
    expect(screen.getByText("23 Nov 2026, 11:04:05 am AEDT")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Headings (showing 10 of 13)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Paragraphs" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Images (showing 2 of 9)" })).toBeTruthy();

    const about = screen.getByRole("link", { name: /About us/ });
    expect(about.getAttribute("href")).toBe("https://wattle.example.com.au/about");
    expect(about.getAttribute("target")).toBe("_blank");
    expect(about.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(screen.queryByRole("link", { name: /Sneaky/ })).toBeNull();

    // Images are links to their own sites, never loaded on the page.
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(screen.getByRole("link", { name: /rose bunch\.jpg/ }).getAttribute("href")).toBe(
      "https://cdn.example.org/img/rose%20bunch.jpg",
    );
    expect(screen.getByRole("link", { name: /A hamper/ })).toBeTruthy();
  });

  it("sends only the parts left ticked", async () => {
    const server = answer(200, { ...RESULT, data: { title: "Shop", totals: RESULT.data.totals } });
    renderTab();
    fireEvent.click(screen.getByRole("checkbox", { name: "Paragraphs" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Images" }));
    scrape(PAGE);
    server.release();

    expect(await screen.findByText("Shop")).toBeTruthy();
    expect(server.calls[0]!.body).toEqual({ url: PAGE, selectors: ["title", "headings", "links"] });
  });

  it("says when the page gave nothing", async () => {
    const empty = { headings: [], paragraphs: [], links: [], images: [] };
    answer(200, {
      ...RESULT,
      data: { ...empty, totals: { headings: 0, paragraphs: 0, links: 0, images: 0 } },
    }).release();
    renderTab();
    scrape(PAGE);

    expect(await screen.findByText(/The page had none of the parts asked for/)).toBeTruthy();
  });

  it("shows the server's Scraping Failed message", async () => {
    const message = `${SCRAPING_FAILED}: the address is not public`;
    answer(400, { code: "VALIDATION", message, fieldErrors: { url: "the address is not public" } }).release();
    renderTab();
    scrape("http://127.0.0.1/");

    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("checks the fields before asking the server", async () => {
    const server = answer(200, RESULT);
    renderTab();
    for (const name of ["Title", "Headings", "Paragraphs", "Links", "Images"]) {
      fireEvent.click(screen.getByRole("checkbox", { name }));
    }
    scrape("shop dot com");

    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Please enter a valid URL",
      "Please choose at least one part of the page",
    ]);
    expect(screen.getByLabelText("Page URL").getAttribute("aria-invalid")).toBe("true");
    expect(server.calls).toHaveLength(0);
  });

  // Regression: the new field message showed above the previous red result, which stayed.
  it("clears the previous result when the form refuses the next request", async () => {
    const message = `${SCRAPING_FAILED}: the address is not public`;
    answer(400, { code: "VALIDATION", message }).release();
    renderTab();
    scrape("http://127.0.0.1/");
    expect((await screen.findByRole("alert")).textContent).toBe(message);

    scrape("not a web address");
    await screen.findByText("Please enter a valid URL");
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Please enter a valid URL"]);
  });
});
