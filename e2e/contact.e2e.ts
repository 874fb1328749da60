import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { signInAsStaff, uniqueEmail, url, visible } from "./support/shop";

let session: BrowserSession;
let page: Page;

const sender = { name: "Casey Contact", email: uniqueEmail("contact") };
const message = `Hello from the e2e journey ${Date.now()}: can I send flowers to Hobart?`;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const contactForm = () => page.getByRole("region", { name: "Get in touch" });

describe("the contact form", () => {
  test("/story sends a message, shows the success banner and resets the form", async () => {
    await page.goto(url("/story"));
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    const form = contactForm();
    await form.getByLabel("Name").fill(sender.name);
    await form.getByLabel("Email").fill(sender.email);
    await form.getByLabel("Message").fill(message);

    await screenshot(page, "story");
    await expectNoSeriousA11yViolations(page, "/story");

    await form.getByRole("button", { name: "Send Message" }).click();
    // The banner is timed (it hides itself after a few seconds), so check it straight away.
    await visible(form.getByRole("status").filter({ hasText: "your message has been sent" }));
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    expect(await form.getByLabel("Email").inputValue()).toBe("");
    expect(await form.getByLabel("Message").inputValue()).toBe("");
  });

  test("/rock-exact-copy shows the same page", async () => {
    await page.goto(url("/rock-exact-copy"));
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    await visible(contactForm().getByRole("button", { name: "Send Message" }));
  });

  test("staff find the message in the e-mail outbox", async () => {
    await signInAsStaff(page);
    const row = page.getByRole("row").filter({ hasText: sender.email });
    await visible(row);
    expect(await row.count()).toBe(1);
    await visible(row.getByText(/^Contact form/));

    await row.locator("summary").click();
    await visible(row.getByText(message));

    await screenshot(page, "admin-outbox");
    await expectNoSeriousA11yViolations(page, "/admin/outbox");
  });
});
