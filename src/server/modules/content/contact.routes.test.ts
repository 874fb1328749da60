import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../../test/support/test-app";
import { contactMessages, emailOutbox } from "../../db/schema";

const STAFF = "team@forgetmenot.test";
const emailQueued = vi.fn();
const app = await createTestApp({ staffEmail: STAFF, onEmailQueued: emailQueued });
const db = app.ctx.db;

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: "Ann Smith",
  email: "Ann.Smith@Example.com",
  message: "Do you deliver to Hobart?",
  ...overrides,
});

const post = (target: typeof app, payload: unknown, remoteAddress?: string) =>
  target.inject({
    method: "POST",
    url: "/api/contact-form",
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe("POST /api/contact-form", () => {
  it("stores the message and queues exactly one e-mail to staff", async () => {
    emailQueued.mockClear();
    const response = await post(app, validMessage({ name: "  Ann Smith  " }));
    expect(response.statusCode).toBe(201);
    const { ok, id } = response.json();
    expect(ok).toBe(true);

    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: "Ann Smith",
      email: "ann.smith@example.com",
      message: "Do you deliver to Hobart?",
      subject: "Website inquiry",
      formType: "contact",
    });

    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `contact:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "contact",
      toAddress: STAFF,
      status: "pending",
      subject: "Contact form: Website inquiry",
    });
    expect(mails[0]!.textBody).toContain("Ann Smith <ann.smith@example.com>");
    expect(mails[0]!.textBody).toContain("Do you deliver to Hobart?");
    expect(await db.$count(emailOutbox, eq(emailOutbox.kind, "contact"))).toBe(await db.$count(contactMessages));
    expect(emailQueued).toHaveBeenCalledTimes(1);
  });

  it("keeps the given subject and form type", async () => {
    const response = await post(app, validMessage({ subject: "Wholesale", formType: "vendor-support" }));
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject({ subject: "Wholesale", formType: "vendor-support" });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `contact:${row!.id}`));
    expect(mail!.subject).toBe("Contact form: Wholesale");
  });

  it("escapes the visitor's text in the HTML e-mail", async () => {
    const response = await post(app, validMessage({ message: `<script>alert("x")</script> & <b>bold</b>` }));
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `contact:${response.json().id}`));
    expect(mail!.htmlBody).not.toContain("<script>");
    expect(mail!.htmlBody).toContain("&lt;script&gt;");
    expect(mail!.textBody).toContain(`<script>alert("x")</script>`);
  });

  it.each([
    ["name", { name: undefined }, "Please enter your name"],
    ["name", { name: "   " }, "Please enter your name"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["message", { message: undefined }, "Please enter a message"],
    ["message", { message: "" }, "Please enter a message"],
    ["message", { message: "x".repeat(5001) }, "Must be at most 5000 characters"],
  ])("refuses a bad %s with the spec's message and stores nothing", async (field, override, message) => {
    const messagesBefore = await db.$count(contactMessages);
    const mailsBefore = await db.$count(emailOutbox);
    const response = await post(app, validMessage(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fieldErrors: { [field]: message } });
    expect(await db.$count(contactMessages)).toBe(messagesBefore);
    expect(await db.$count(emailOutbox)).toBe(mailsBefore);
  });

  it("reports every missing field at once", async () => {
    const response = await post(app, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      message: "Please enter a message",
    });
  });
});

describe("the per-IP rate limit", () => {
  it("answers the 6th message within the window with 429 and stores nothing for it", async () => {
    const strict = await createTestApp({ rateLimitScale: 1, staffEmail: STAFF });
    const strictDb = strict.ctx.db;
    const ip = "203.0.113.7";
    // Different senders each time: the limit that bites is the per-IP one.
    for (let i = 1; i <= 5; i++) {
      const response = await post(strict, validMessage({ email: `sender${i}@example.com` }), ip);
      expect(response.statusCode, `message ${i}`).toBe(201);
    }
    const sixth = await post(strict, validMessage({ email: "sender6@example.com", message: "the sixth" }), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/Too many attempts/) });
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);

    expect(await strictDb.$count(contactMessages)).toBe(5);
    expect(await strictDb.$count(contactMessages, eq(contactMessages.message, "the sixth"))).toBe(0);
    expect(await strictDb.$count(emailOutbox, eq(emailOutbox.kind, "contact"))).toBe(5);

    // Another visitor is not affected.
    const other = await post(strict, validMessage({ email: "neighbour@example.com" }), "198.51.100.9");
    expect(other.statusCode).toBe(201);
  });
});
