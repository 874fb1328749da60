import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { type CatalogueBox, expectPath, fetchCatalogue, url, visible } from "./support/shop";

const LUCKY_DIP = "The Lucky Dip";

let session: BrowserSession;
let page: Page;
let catalogue: CatalogueBox[];

beforeAll(async () => {
  catalogue = await fetchCatalogue();
  session = await launchBrowser();
  page = session.page;
  // The list as the shop gave it when this journey began: journeys running beside this one add vendors'
  // boxes, which would otherwise appear between reading the catalogue and counting the cards.
  await page.route("**/api/gift-boxes", (route) => route.fulfill({ json: catalogue }));
});

afterAll(async () => {
  await session?.close();
});

/** The browse grid (the active category tab panel). */
const grid = () => page.getByRole("tabpanel");

/** The names of the cards the browse grid shows, in order. */
async function cardNames(): Promise<string[]> {
  await visible(grid().getByRole("listitem").first());
  return (await grid().getByRole("listitem").getByRole("heading").allTextContents()).map((name) => name.trim());
}

describe("browsing the gift boxes", () => {
  test("home shows skeletons, then gift box cards", async () => {
    // Hold the catalogue answer until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await held;
      await route.fallback();
    };
    await page.route("**/api/gift-boxes", hold);

    await page.goto(url("/"));
    await visible(page.getByRole("heading", { level: 1 }));
    const loading = await visible(page.getByRole("status", { name: "Loading gift boxes" }));
    expect(await loading.getByTestId("gift-box-skeleton").count()).toBe(3);

    release();
    const popular = page.getByRole("region", { name: "Popular gift boxes" });
    await visible(popular.getByRole("listitem").first());
    await loading.waitFor({ state: "detached" });
    await page.unroute("**/api/gift-boxes", hold);

    const names = (await popular.getByRole("listitem").getByRole("heading").allTextContents()).map((n) => n.trim());
    expect(names).toHaveLength(3);
    expect(names).not.toContain(LUCKY_DIP);
    for (const name of names) expect(catalogue.map((box) => box.name)).toContain(name);
    await expect.poll(() => popular.getByText("$100.00 per delivery", { exact: true }).count()).toBe(3);

    await screenshot(page, "home");
    await expectNoSeriousA11yViolations(page, "home");
  });

  test("the header's Gift Plans link opens the catalogue without The Lucky Dip", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gift Plans" }).click();
    await expectPath(page, "/gift-boxes");
    await visible(page.getByRole("heading", { level: 1, name: "Gift Boxes" }));

    const names = await cardNames();
    const listed = catalogue.filter((box) => box.name !== LUCKY_DIP);
    expect(names.sort()).toEqual(listed.map((box) => box.name).sort());
    expect(names).not.toContain(LUCKY_DIP);
    expect(await page.getByRole("link", { name: LUCKY_DIP }).count()).toBe(0);

    await screenshot(page, "browse");
    await expectNoSeriousA11yViolations(page, "browse");
  });

  test("the Flowers tab shows only flowers boxes", async () => {
    await page.getByRole("tab", { name: "Flowers" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Flowers" }).getAttribute("aria-selected")).toBe("true");
    const flowers = catalogue.filter((box) => box.category === "flowers" && box.name !== LUCKY_DIP).map((b) => b.name);
    expect(flowers.length).toBeGreaterThan(0);
    await expect.poll(async () => (await cardNames()).sort()).toEqual([...flowers].sort());

    await page.getByRole("tab", { name: "All" }).click();
    await expect
      .poll(async () => (await cardNames()).length)
      .toBe(catalogue.filter((box) => box.name !== LUCKY_DIP).length);
  });

  test("a search without matches shows the no-results state; Clear Search restores the list", async () => {
    const before = await cardNames();
    const search = page.getByLabel("Search gift boxes");
    await search.fill("zzqx no such gift");
    await visible(page.getByRole("heading", { name: "No gift boxes match your search" }));
    expect(await grid().getByRole("listitem").count()).toBe(0);

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect.poll(() => search.inputValue()).toBe("");
    await expect.poll(async () => (await cardNames()).sort()).toEqual([...before].sort());
  });

  test("a matching search narrows the list", async () => {
    const search = page.getByLabel("Search gift boxes");
    await search.fill("chocolat");
    await expect.poll(async () => (await cardNames()).some((name) => /chocolat/i.test(name))).toBe(true);
    expect((await cardNames()).length).toBeLessThan(catalogue.length - 1);
    await search.fill("");
    // The search is debounced: wait until the whole list is back before the next test.
    await expect.poll(async () => (await cardNames()).length).toBe(catalogue.length - 1);
  });

  // Regression: cards advertised the boxes' own prices ($85–$145) while checkout charged $100.
  test("every card reads what the buyer pays, $100.00 per delivery, with no price sort to offer", async () => {
    await expect
      .poll(() => grid().getByText("$100.00 per delivery", { exact: true }).count())
      .toBe(catalogue.length - 1);
    const sorts = await page.getByLabel("Sort by").locator("option").allTextContents();
    expect(sorts.map((s) => s.trim())).toEqual(["Featured", "Newest"]);
  });

  test("a card opens its detail page with name, price and Log in to Subscribe", async () => {
    const firstCard = grid().getByRole("listitem").first();
    const name = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
    const box = catalogue.find((b) => b.name === name);
    expect(box, `card "${name}" is in the catalogue`).toBeDefined();

    await firstCard.getByRole("link", { name }).click();
    await expectPath(page, `/gift-box/${box!.id}`);
    await visible(page.getByRole("heading", { level: 1, name }));
    await visible(page.getByText("$100.00 per delivery", { exact: true }).first());
    const subscribe = await visible(page.getByRole("link", { name: "Log in to Subscribe" }));

    await screenshot(page, "gift-box-detail");
    await expectNoSeriousA11yViolations(page, "gift box detail");

    await subscribe.click();
    await expectPath(page, "/account");
  });

  test("/gift-box/flowers shows box 1", async () => {
    const box1 = catalogue.find((box) => box.id === 1)!;
    await page.goto(url("/gift-box/flowers"));
    await visible(page.getByRole("heading", { level: 1, name: box1.name }));
  });

  test("/gift-box/abc says no gift box id was provided", async () => {
    await page.goto(url("/gift-box/abc"));
    await visible(page.getByRole("heading", { name: "No gift box ID provided" }));
  });

  test("/gift-box/99999 says the gift box was not found", async () => {
    await page.goto(url("/gift-box/99999"));
    await visible(page.getByRole("heading", { name: "Gift Box Not Found" }));
    await page.getByRole("link", { name: "Browse Gift Boxes" }).click();
    await expectPath(page, "/gift-boxes");
  });
});
