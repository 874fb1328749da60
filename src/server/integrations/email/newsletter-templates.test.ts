import { describe, expect, it } from "vitest";
import { newsletterEmail, newsletterUnsubscribeUrl, newsletterWelcomeEmail } from "./newsletter-templates";

const sender = { shopUrl: "https://forgetmenot.example", contactEmail: "hello@forgetmenot.example", abn: null };
const recipient = {
  consentedAt: new Date("2026-11-21T14:30:00.000Z"), // 22 Nov 2026 in Sydney
  unsubscribeUrl: newsletterUnsubscribeUrl("https://forgetmenot.example", "tok_en-123"),
};

describe("newsletter e-mails", () => {
  it("carry the unsubscribe link, the sender, a contact and why they arrived, in text and HTML", () => {
    const mail = newsletterWelcomeEmail(sender, recipient);
    expect(recipient.unsubscribeUrl).toBe("https://forgetmenot.example/newsletter/unsubscribe?token=tok_en-123");
    expect(mail.text).toContain(`Unsubscribe: ${recipient.unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${recipient.unsubscribeUrl}" style="color:#6b2d5c">Unsubscribe</a>`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Sent by Forget Me Not, Australia. Questions? Write to hello@forgetmenot.example.");
      expect(body).toContain("https://forgetmenot.example/story#contact");
      expect(body).toContain("signed up for the Forget Me Not newsletter on 22 Nov 2026");
      expect(body).not.toContain("ABN");
    }
  });

  it("name the shop's ABN when it has one", () => {
    const mail = newsletterEmail(
      { subject: "Spring picks", paragraphs: ["Hello"] },
      { ...sender, abn: "51 824 753 556" },
      recipient,
    );
    expect(mail.text).toContain("Forget Me Not, Australia (ABN 51 824 753 556)");
    expect(mail.text).toContain(`Unsubscribe: ${recipient.unsubscribeUrl}`);
  });

  it("cannot be built without a real unsubscribe link", () => {
    expect(() => newsletterUnsubscribeUrl(sender.shopUrl, "  ")).toThrow(/unsubscribe token/);
    const content = { subject: "x", paragraphs: [] };
    expect(() =>
      // @ts-expect-error a plain string is not an unsubscribe link: only newsletterUnsubscribeUrl makes one
      newsletterEmail(content, sender, { consentedAt: new Date(), unsubscribeUrl: "https://example.com" }),
    ).toThrow(/unsubscribe link/);
    // @ts-expect-error nor can the link be left out
    expect(() => newsletterEmail(content, sender, { consentedAt: new Date() })).toThrow(/unsubscribe link/);
  });

  it("escape the token in the link", () => {
    expect(newsletterUnsubscribeUrl("https://shop.example", "a&b=<c>")).toBe(
      "https://shop.example/newsletter/unsubscribe?token=a%26b%3D%3Cc%3E",
    );
  });
});
