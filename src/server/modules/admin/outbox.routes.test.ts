import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { outboxResponseSchema } from "../../../shared/schemas/outbox";
import { emailOutbox } from "../../db/schema";
import type { OutgoingMail } from "../../integrations/email/mail-transport";
import { relayOutbox } from "../../integrations/email/outbox";
import { hideOneTimeLinks } from "./one-time-links";

/** Staff read the outbox, but never a live secret: reset links are hidden there, and only there. */
const app = await createTestApp({ publicUrl: "https://shop.example" });
const staff = await signInAsAdmin(app);

describe("GET /api/admin/outbox", () => {
  it("hides the password-reset link from staff, while the e-mail sent still carries it", async () => {
    const { email } = await signUp(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    await app.background.idle();
    const [stored] = await app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.toAddress, email)));
    const token = /reset-password\?token=([\w-]+)/.exec(stored!.textBody)![1]!;

    const response = await app.inject({ url: "/api/admin/outbox", headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    const emails = outboxResponseSchema.parse(response.json());
    const shown = emails.find((row) => row.kind === "password-reset" && row.toAddress === email)!;
    expect(shown.textBody).toContain("https://shop.example/reset-password (one-time link hidden");
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain("token=");
    // Other e-mails keep their links.
    const welcome = emails.find((row) => row.kind === "welcome" && row.toAddress === email)!;
    expect(welcome.textBody).toContain("https://shop.example/recipient-setup");

    // The relay sends the stored row, link and all.
    const sent: OutgoingMail[] = [];
    await relayOutbox(app.ctx.db, { send: async (mail) => void sent.push(mail) });
    const resetMail = sent.find((mail) => mail.to === email && mail.subject.includes("Reset"))!;
    expect(resetMail.text).toContain(`https://shop.example/reset-password?token=${token}`);
    expect(resetMail.html).toContain(token);
  });
});

describe("hideOneTimeLinks", () => {
  it("cuts any link carrying a token-like parameter back to its address", () => {
    expect(hideOneTimeLinks("Go: http://localhost:3000/reset-password?token=abc_DEF-123\n\nBye")).toBe(
      "Go: http://localhost:3000/reset-password (one-time link hidden: only the recipient's e-mail carries it)\n\nBye",
    );
    expect(hideOneTimeLinks("https://x.example/verify?id=3&reset_token=zz end")).toBe(
      "https://x.example/verify (one-time link hidden: only the recipient's e-mail carries it) end",
    );
    expect(hideOneTimeLinks("https://x.example/login?code=1234")).not.toContain("1234");
  });

  it("leaves ordinary links and text alone", () => {
    for (const text of [
      "See https://shop.example/recipient-setup now",
      "https://shop.example/billing/4?tab=history",
      "a token= in prose",
    ]) {
      expect(hideOneTimeLinks(text)).toBe(text);
    }
  });
});
