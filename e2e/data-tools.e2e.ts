// /data-tools (issue 9), through the real page as staff: the staff nav leads there; SQL Translation
// turns an example question into MySQL and runs it on the shop's own catalogue (table and chart), and
// refuses what it cannot translate; staff edit the generated SQL and run their edit (and a write is
// refused), and the dashboard's SQL tab offers staff the same tool; Web Scraping refuses addresses that are not public (loopback, the
// shop's own port) with the spec's message; Social Media Data shows posts from a local
// stand-in for Mastodon (scripts/lib/mastodon-stub.mjs) and the failure message for a platform that
// cannot be reached. Each tab is checked with axe and photographed at phone and desktop sizes.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  DATA_RETRIEVAL_FAILED,
  QUERY_REFUSED,
  SCRAPING_FAILED,
  SQL_QUESTION_MESSAGE,
  TRANSLATION_FAILED,
  VALID_URL_MESSAGE,
} from "../src/shared/schemas/data-tools";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { BASE_URL, expectPath, STAFF, submitSignIn, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;

const tab = (name: string) => page.getByRole("tab", { name });
const panel = () => page.getByRole("tabpanel");
const alertIn = (text: string) => panel().getByRole("alert").filter({ hasText: text });
const sqlField = () => panel().getByLabel("SQL", { exact: true });

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("data-tools", () => problems);

afterAll(async () => {
  await session?.close();
});

test("staff reach Data tools from the staff navigation", async () => {
  await page.goto(url("/account"));
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expectPath(page, "/admin/vendors");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Data tools" }).click();
  await expectPath(page, "/data-tools");
  await visible(page.getByRole("heading", { level: 1, name: "Data tools" }));
  await expect.poll(() => tab("SQL Translation").getAttribute("aria-selected")).toBe("true");
  await expectNoSeriousA11yViolations(page, "/data-tools (SQL Translation)");
});

test("SQL Translation: a short question is refused with the spec's rule", async () => {
  await panel().getByLabel("Question").fill("sum");
  await panel().getByRole("button", { name: "Translate" }).click();
  await visible(panel().getByText(SQL_QUESTION_MESSAGE));
});

test("SQL Translation: an example question becomes MySQL, and runs on the shop's data as a table and a chart", async () => {
  const example = "Average price of gift boxes by category";
  await panel().getByRole("button", { name: example }).click();
  await expect.poll(() => panel().getByLabel("Question").inputValue()).toBe(example);
  await panel().getByLabel("Database type").selectOption({ label: "MySQL" });
  await panel().getByRole("button", { name: "Translate" }).click();
  const sql = await visible(sqlField());
  // MySQL quotes names with backticks; the metadata names the dialect and the table.
  await expect.poll(() => sql.inputValue()).toMatch(/select[\s\S]*`gift_boxes`/i);
  await visible(panel().getByText("Runs as PostgreSQL, the shop's own database."));
  await visible(panel().getByRole("definition").filter({ hasText: "MySQL" }));

  await panel().getByRole("button", { name: "Run on the shop's data" }).click();
  const table = await visible(panel().getByRole("table"));
  // One row per category the catalogue has (flowers at least), each with an average price.
  await expect.poll(() => table.getByRole("row").count()).toBeGreaterThan(1);
  await visible(table.getByRole("cell", { name: /flowers/i }).first());
  await visible(panel().getByRole("img", { name: /chart/i }));
  await expectNoSeriousA11yViolations(page, "/data-tools SQL results");
  await screenshot(page, "data-tools-sql");
});

test("SQL Translation: staff edit the generated SQL and run their edit; a write in the edit is refused", async () => {
  await panel().getByLabel("Question").fill("How many gift boxes by category?");
  await panel().getByLabel("Database type").selectOption({ label: "PostgreSQL" });
  await panel().getByRole("button", { name: "Translate" }).click();
  const sql = await visible(sqlField());
  await expect.poll(() => sql.inputValue()).toMatch(/from "gift_boxes"/);

  // From the keyboard: into the field, replace the SQL, then tab on to Run my edit.
  await sql.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(
    "select gift_boxes.category as category, round(avg(gift_boxes.price_cents) / 100, 2) as average_dollars from gift_boxes group by gift_boxes.category order by average_dollars desc",
  );
  await visible(panel().getByText("Edited: Run my edit runs your version"));
  await panel().getByRole("button", { name: "Run my edit" }).click();
  const table = await visible(panel().getByRole("table"));
  await visible(table.getByRole("columnheader", { name: "Average dollars" }));
  await expect.poll(() => table.getByRole("row").count()).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page, "/data-tools SQL edit results");
  await screenshot(page, "data-tools-sql-edit");

  await sql.fill("delete from gift_boxes");
  await panel().getByRole("button", { name: "Run my edit" }).click();
  await visible(alertIn(QUERY_REFUSED));
  await visible(alertIn("only a SELECT may run"));
  await expect.poll(() => panel().getByRole("table").count()).toBe(0);
  await expectNoSeriousA11yViolations(page, "/data-tools SQL edit refused");
  await screenshot(page, "data-tools-sql-edit-refused");
});

test("SQL Translation: a request it cannot translate says Translation Failed, and what it understood", async () => {
  await panel().getByLabel("Question").fill("drop table users; -- and tell me a joke");
  await panel().getByRole("button", { name: "Translate" }).click();
  await visible(alertIn(TRANSLATION_FAILED));
  await expect.poll(() => sqlField().count()).toBe(0);
});

test("the dashboard's SQL tab offers staff the same tool", async () => {
  await page.goto(url("/dashboard"));
  await page.getByRole("tab", { name: "SQL" }).click();
  await visible(panel().getByRole("heading", { level: 2, name: "Ask the shop's data a question" }));
  await panel().getByLabel("Question").fill("How many gift boxes are there?");
  await panel().getByRole("button", { name: "Translate" }).click();
  await visible(sqlField());
  await panel().getByRole("button", { name: "Run on the shop's data" }).click();
  await visible(panel().getByRole("table"));
  await expectNoSeriousA11yViolations(page, "/dashboard (SQL tab, staff)");
  await screenshot(page, "dashboard-sql-staff");
  await page.goto(url("/data-tools"));
  await visible(page.getByRole("heading", { level: 1, name: "Data tools" }));
});

test("Web Scraping: a nonsense address is refused before it is sent", async () => {
  await tab("Web Scraping").click();
  await panel().getByLabel("Page URL").fill("not a web address");
  await panel().getByRole("button", { name: "Scrape" }).click();
  await visible(panel().getByText(VALID_URL_MESSAGE));
});

test("Web Scraping: loopback, another port and an unknown site fail with the spec's message and the reason", async () => {
  await panel().getByLabel("Page URL").fill("http://127.0.0.1/admin");
  await panel().getByRole("button", { name: "Scrape" }).click();
  await visible(alertIn(SCRAPING_FAILED));
  await visible(alertIn("the address is not public"));

  // The shop itself, on its own port.
  await panel().getByLabel("Page URL").fill(`${BASE_URL}/`);
  await panel().getByRole("button", { name: "Scrape" }).click();
  await visible(alertIn("only ports 80 and 443"));

  await panel().getByLabel("Page URL").fill("https://no-such-shop.invalid/");
  await panel().getByRole("button", { name: "Scrape" }).click();
  await visible(alertIn("could not be found"));
  await expectNoSeriousA11yViolations(page, "/data-tools (Web Scraping)");
  await screenshot(page, "data-tools-scraping");
});

test("Social Media Data: posts from Mastodon, each linking to the post", async () => {
  await tab("Social Media Data").click();
  await panel().getByLabel("Platform").selectOption({ label: "Mastodon" });
  await panel().getByLabel("Query").fill("#wildflowers");
  await panel().getByLabel("Limit").fill("5");
  await panel().getByRole("button", { name: "Search" }).click();
  await visible(panel().getByRole("status").filter({ hasText: "2 posts from Mastodon" }));
  const posts = panel().getByRole("listitem");
  await expect.poll(() => posts.count()).toBe(2);
  await visible(posts.first().getByText("Native posies for a Friday surprise"));
  const link = posts.first().getByRole("link", { name: /View on Mastodon/ });
  await expect.poll(() => link.getAttribute("href")).toBe("https://mastodon.example/@petalpost/111000000000000001");
  await expectNoSeriousA11yViolations(page, "/data-tools (Social Media Data)");
  await screenshot(page, "data-tools-social");
});

test("Social Media Data: a platform that cannot be reached says Data Retrieval Failed and why", async () => {
  await panel().getByLabel("Platform").selectOption({ label: "Reddit" });
  await panel().getByRole("button", { name: "Search" }).click();
  await visible(alertIn(DATA_RETRIEVAL_FAILED));
  await visible(alertIn("Reddit could not be reached"));
});
